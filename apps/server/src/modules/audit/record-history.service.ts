import type { Kysely } from 'kysely';
import { HISTORY_PAGE_SIZE, type HistoryPage } from '@keel/shared/records';
import type { Database } from '../../db/types';
import { historySentence } from './history-sentences';
import { listRecordHistory } from './record-history.repository';

/** One page (1-based) of a record's history, newest first, each entry as a sentence. */
export async function recordHistoryPage(db: Kysely<Database>, entityType: 'contact' | 'company', entityId: string, page: number): Promise<HistoryPage> {
  const rows = await listRecordHistory(db, entityType, entityId, (page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE);
  return {
    items: rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      actionType: row.action_type,
      userName: row.user_name,
      sentence: historySentence(row.action_type, row.user_name, row.details, entityType),
    })),
    page,
    pageSize: HISTORY_PAGE_SIZE,
    hasMore: rows.length > HISTORY_PAGE_SIZE,
  };
}
