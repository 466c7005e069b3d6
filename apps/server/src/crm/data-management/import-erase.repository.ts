import { type Kysely, sql } from 'kysely';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/**
 * An erase's step (decisions 0070, 0110): an import's undo journal and rejected rows have each match
 * of the person's pattern replaced (JSON rewritten as text); an erased contact's own entries leave
 * the undo journal, so an undo never restores them.
 */
export async function eraseFromImports(trx: Kysely<Database>, { kind, id, pattern: p, mark: m }: ErasedPerson): Promise<void> {
  if (!p) return;
  if (kind === 'contact') await sql`DELETE FROM import_changes WHERE entity = 'contacts' AND record_id = ${id}`.execute(trx);
  await sql`UPDATE import_changes SET before = regexp_replace(before::text, ${p}, ${m}, 'gi')::jsonb WHERE before::text ~* ${p}`.execute(
    trx,
  );
  await sql`
    UPDATE import_uploads SET header = regexp_replace(header::text, ${p}, ${m}, 'gi')::jsonb,
      rejected = regexp_replace(rejected::text, ${p}, ${m}, 'gi')::jsonb, warnings = regexp_replace(warnings::text, ${p}, ${m}, 'gi')::jsonb
    WHERE header::text ~* ${p} OR rejected::text ~* ${p} OR warnings::text ~* ${p}`.execute(trx);
}
