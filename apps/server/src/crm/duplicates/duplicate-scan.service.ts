import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { SCAN_RUNNING, type ScanEvent } from '@keel/shared/duplicate-review';
import type { DuplicateKind, DuplicateScan } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { conflict } from '../../errors';
import { claimScan, failScan, rankFound, readScan, runRule, scanRules } from './duplicate-scan.repository';

/**
 * Starts a scan of a kind (decision 0040): claims it (one at a time per kind; 409 while another
 * runs), then returns its events: progress after each rule, then done with the pairs found. The
 * Duplicates page reads the ranked result until the next scan replaces it.
 */
export async function startScan(
  db: Kysely<Database>,
  kind: DuplicateKind,
  user: Pick<SessionUser, 'fullName'>,
  onError?: (error: unknown) => void,
): Promise<AsyncGenerator<ScanEvent>> {
  const rules = scanRules(kind);
  const id = randomUUID();
  const steps = rules.length + 1;
  if (!(await claimScan(db, kind, id, user.fullName, steps))) throw conflict(SCAN_RUNNING);
  return (async function* run(): AsyncGenerator<ScanEvent> {
    try {
      for (const [i, rule] of rules.entries()) {
        await runRule(db, kind, id, rule, i + 1);
        yield { type: 'progress', step: i + 1, steps };
      }
      const ranked = await rankFound(db, kind, id);
      if (!ranked) {
        yield { type: 'failed', message: SCAN_RUNNING };
        return;
      }
      yield { type: 'done', pairCount: ranked.pairCount, scannedAt: ranked.scannedAt.toISOString() };
    } catch (error) {
      onError?.(error);
      await failScan(db, kind, id).catch(() => undefined);
      yield { type: 'failed', message: 'The scan failed. Try again.' };
    }
  })();
}

/** Runs a whole scan (tests, the benchmark): the last event. */
export async function scanNow(db: Kysely<Database>, kind: DuplicateKind, user: Pick<SessionUser, 'fullName'>): Promise<ScanEvent> {
  let last: ScanEvent | undefined;
  for await (const event of await startScan(db, kind, user)) last = event;
  return last!;
}

/** The state of a kind's last scan, as the page shows it. */
export async function scanState(db: Kysely<Database>, kind: DuplicateKind): Promise<DuplicateScan> {
  const row = await readScan(db, kind);
  if (!row) return { status: 'none', step: 0, steps: 0, pairCount: null, scannedAt: null, startedAt: null };
  return {
    status: row.status,
    step: row.step,
    steps: row.steps,
    pairCount: row.pair_count,
    scannedAt: row.scanned_at?.toISOString() ?? null,
    startedAt: row.started_at.toISOString(),
  };
}
