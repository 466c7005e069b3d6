import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** How often the embedded database refreshes its planner statistics. */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite runs PostgreSQL as a single process without the autovacuum daemon, so it never analyzes
 * a table by itself: the planner then guesses row counts (e.g. 7 leads per funnel column when
 * there are 2,000) and picks plans that sort whole columns instead of walking their index.
 * For the embedded database this analyzes now and then every hour; a PostgreSQL server's
 * autovacuum does this itself. Returns a function that stops the timer.
 */
export async function keepStatisticsFresh(database: DatabaseHandle, onError: (error: unknown) => void): Promise<() => void> {
  if (database.kind !== 'embedded') return () => undefined;
  const analyze = () => sql`analyze`.execute(database.db).then(() => undefined, onError);
  await analyze();
  const timer = setInterval(() => void analyze(), ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
