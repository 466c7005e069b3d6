import { type Kysely, sql } from 'kysely';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/**
 * An erase's step (decisions 0070, 0110): text typed about the person on interviews and scorecards
 * (places, notes, a competency's notes, decision 0082) has each match of their pattern replaced.
 */
export async function eraseFromInterviews(trx: Kysely<Database>, { pattern: p, mark: m }: ErasedPerson): Promise<void> {
  if (!p) return;
  await sql`UPDATE interviews SET location = regexp_replace(location, ${p}, ${m}, 'gi') WHERE location ~* ${p}`.execute(trx);
  await sql`UPDATE interview_scorecards SET notes = regexp_replace(notes, ${p}, ${m}, 'gi') WHERE notes ~* ${p}`.execute(trx);
  // JSON is rewritten as text: the pattern carries the JSON-escaped forms, the mark has no character JSON escapes.
  await sql`UPDATE interview_scorecards SET ratings = regexp_replace(ratings::text, ${p}, ${m}, 'gi')::jsonb WHERE ratings::text ~* ${p}`.execute(
    trx,
  );
}
