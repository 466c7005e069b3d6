import type { Kysely } from 'kysely';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/**
 * An erase's step (decisions 0038, 0110): an erased applicant's applications stay (the jobs'
 * figures, scores) without the cover note or the words found in the resume.
 */
export async function eraseFromApplications(trx: Kysely<Database>, { kind, id }: ErasedPerson): Promise<void> {
  if (kind !== 'applicant') return;
  await trx
    .updateTable('applications')
    .set({ cover_note: null, ats_keywords_matched: [], updated_at: new Date() })
    .where('applicant_id', '=', id)
    .execute();
}
