import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** The audit details kept on entries about an erased person: who acted and the non-personal facts. */
const KEPT_DETAILS = sql`jsonb_strip_nulls(jsonb_build_object('erased', true, 'userId', details->'userId', 'jobId', details->'jobId',
  'fromStage', details->'fromStage', 'toStage', details->'toStage', 'template', details->'template', 'kind', details->'kind'))`;

/**
 * An erase (decisions 0038, 0070, 0110): entries about the person keep only non-personal details;
 * in every other entry each match of `pattern` becomes `mark`.
 */
export async function eraseFromAuditLog(trx: Kysely<Database>, entityType: string, entityId: string, pattern: string | null, mark: string) {
  await sql`UPDATE audit_log SET details = ${KEPT_DETAILS} WHERE entity_type = ${entityType} AND entity_id = ${entityId}`.execute(trx);
  if (pattern) {
    await sql`UPDATE audit_log SET details = regexp_replace(details::text, ${pattern}, ${mark}, 'gi')::jsonb WHERE details::text ~* ${pattern}`.execute(
      trx,
    );
  }
}
