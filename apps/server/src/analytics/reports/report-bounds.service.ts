import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';

/**
 * What one report or widget answer may cost (decision 0094). Each member runs one at a time; up to
 * REPORTS_WAITING_PER_USER more wait their turn (a dashboard asks for all its widgets at once), and
 * beyond that the request is refused with 429. On PostgreSQL each runs in a transaction with SET
 * LOCAL statement_timeout and without parallel workers. The embedded database
 * has no statement timeout (PGlite never interrupts a running statement) and one session, so there
 * reports also take turns across all members: at most one is queued for the database at a time,
 * and every other request waits behind at most one report statement.
 */
export const REPORTS_RUNNING_PER_USER = 1;
export const REPORTS_WAITING_PER_USER = 16;
export const REPORT_STATEMENT_TIMEOUT_MS = 5_000;

export const REPORTS_BUSY_MESSAGE = `You already have ${REPORTS_RUNNING_PER_USER + REPORTS_WAITING_PER_USER} reports running or waiting. Please wait for them to finish, then try again.`;
export const REPORT_TOO_SLOW_MESSAGE = `This report took longer than ${REPORT_STATEMENT_TIMEOUT_MS / 1000} seconds and was stopped. Narrow it with more precise filters, then try again.`;

/** Runs at most `running` tasks per key at a time, queues up to `waiting` more, refuses the rest. */
export class TurnTaking {
  private readonly keys = new Map<string, { running: number; queue: Array<() => void> }>();
  constructor(
    private readonly running: number,
    private readonly waiting: number,
    private readonly refuse: () => Error,
  ) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let state = this.keys.get(key);
    if (!state) {
      state = { running: 0, queue: [] };
      this.keys.set(key, state);
    }
    if (state.running < this.running) state.running++;
    else if (state.queue.length < this.waiting) await new Promise<void>((resolve) => state.queue.push(resolve));
    else throw this.refuse();
    try {
      return await task();
    } finally {
      const next = state.queue.shift();
      if (next)
        next(); // its turn: the running count stays
      else if (--state.running === 0) this.keys.delete(key);
    }
  }
}

interface Bounds {
  perUser: TurnTaking;
  /** Embedded: one report at a time for the whole database. */
  embedded: TurnTaking;
  statementTimeoutMs: number;
}

const boundsByDatabase = new WeakMap<Kysely<Database>, Bounds>();

function boundsOf(db: Kysely<Database>): Bounds {
  let bounds = boundsByDatabase.get(db);
  if (!bounds) {
    bounds = {
      perUser: new TurnTaking(REPORTS_RUNNING_PER_USER, REPORTS_WAITING_PER_USER, () => new AppError('RATE_LIMITED', REPORTS_BUSY_MESSAGE)),
      embedded: new TurnTaking(1, Number.POSITIVE_INFINITY, () => new Error('unreachable')),
      statementTimeoutMs: REPORT_STATEMENT_TIMEOUT_MS,
    };
    boundsByDatabase.set(db, bounds);
  }
  return bounds;
}

/** Tests: a shorter statement timeout for this database. */
export function setReportStatementTimeout(db: Kysely<Database>, ms: number) {
  boundsOf(db).statementTimeoutMs = ms;
}

/** Tests: holds one of this member's report turns until the returned function is called. */
export async function holdReportTurn(db: Kysely<Database>, userId: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  void boundsOf(db)
    .perUser.run(userId, () => {
      started();
      return held;
    })
    .catch(() => undefined);
  await running;
  return release;
}

const QUERY_CANCELED = '57014';

/**
 * Answers a report or widget for `userId` within the bounds above: `run` gets the connection to
 * query (on PostgreSQL a transaction with the statement timeout).
 */
export async function boundedReport<T>(
  db: Kysely<Database>,
  kind: 'embedded' | 'postgres',
  userId: string,
  run: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const bounds = boundsOf(db);
  return bounds.perUser.run(userId, async () => {
    if (kind === 'embedded') return bounds.embedded.run('all', () => run(db));
    try {
      return await db.transaction().execute(async (trx) => {
        // SET LOCAL both: stopped after the timeout, and no parallel workers, so one member's report
        // takes at most one core of the database server.
        await sql`select set_config('statement_timeout', ${String(bounds.statementTimeoutMs)}, true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
          trx,
        );
        return run(trx);
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new AppError('BAD_REQUEST', REPORT_TOO_SLOW_MESSAGE);
      throw error;
    }
  });
}
