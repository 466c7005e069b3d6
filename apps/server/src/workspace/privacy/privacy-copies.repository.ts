import { type Kysely, sql } from 'kysely';
import type { PrivacySubjectKind } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/**
 * Copies of a person outside their record and its links (decision 0070): text typed about them on
 * interviews and scorecards, contact-us messages from others that name them, an import's undo
 * journal and rejected rows, and saved list views or reports that search for them. Each match of
 * `p` (the person's pattern) becomes `m`; JSON is rewritten as text (the pattern carries the
 * JSON-escaped forms, and the mark has no character JSON escapes). An erased contact leaves its
 * import's undo journal, so an undo never restores them.
 */
export async function scrubCopies(trx: Db, kind: PrivacySubjectKind, id: string, p: string, m: string): Promise<void> {
  await sql`UPDATE interviews SET location = regexp_replace(location, ${p}, ${m}, 'gi') WHERE location ~* ${p}`.execute(trx);
  await sql`UPDATE interview_scorecards SET notes = regexp_replace(notes, ${p}, ${m}, 'gi') WHERE notes ~* ${p}`.execute(trx);
  // A competency's notes too (decision 0082).
  await sql`UPDATE interview_scorecards SET ratings = regexp_replace(ratings::text, ${p}, ${m}, 'gi')::jsonb WHERE ratings::text ~* ${p}`.execute(
    trx,
  );
  await sql`
    UPDATE contact_messages SET name = regexp_replace(name, ${p}, ${m}, 'gi'), subject = regexp_replace(subject, ${p}, ${m}, 'gi'),
      message = regexp_replace(message, ${p}, ${m}, 'gi')
    WHERE name ~* ${p} OR subject ~* ${p} OR message ~* ${p}`.execute(trx);
  if (kind === 'contact') await sql`DELETE FROM import_changes WHERE entity = 'contacts' AND record_id = ${id}`.execute(trx);
  await sql`UPDATE import_changes SET before = regexp_replace(before::text, ${p}, ${m}, 'gi')::jsonb WHERE before::text ~* ${p}`.execute(
    trx,
  );
  await sql`
    UPDATE import_uploads SET header = regexp_replace(header::text, ${p}, ${m}, 'gi')::jsonb,
      rejected = regexp_replace(rejected::text, ${p}, ${m}, 'gi')::jsonb, warnings = regexp_replace(warnings::text, ${p}, ${m}, 'gi')::jsonb
    WHERE header::text ~* ${p} OR rejected::text ~* ${p} OR warnings::text ~* ${p}`.execute(trx);
  await sql`UPDATE saved_views SET state = regexp_replace(state::text, ${p}, ${m}, 'gi')::jsonb WHERE state::text ~* ${p}`.execute(trx);
  await sql`UPDATE saved_reports SET definition = regexp_replace(definition::text, ${p}, ${m}, 'gi')::jsonb WHERE definition::text ~* ${p}`.execute(
    trx,
  );
}
