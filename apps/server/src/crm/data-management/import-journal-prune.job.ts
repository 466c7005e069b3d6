import type { FastifyInstance } from 'fastify';
import { setUpRecurringJob } from '../../platform/background/recurring-job';
import { pruneImportJournals } from './import-journal-prune.service';

/** The recurring job that deletes the undo journal of imports past the undo window (decision 0040). */
export const JOURNAL_PRUNE_QUEUE = 'import-journal-prune';
/** Every day at 03:45 UTC. */
export const JOURNAL_PRUNE_CRON = '45 3 * * *';

export function setUpImportJournalPrune(app: FastifyInstance): Promise<void> {
  return setUpRecurringJob(app, JOURNAL_PRUNE_QUEUE, JOURNAL_PRUNE_CRON, () => pruneImportJournals(app.db));
}
