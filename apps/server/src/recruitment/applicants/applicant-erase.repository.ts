import { type Kysely, sql } from 'kysely';
import { APPLICANT_FIELDS } from '@keel/shared/applicants';
import { erasedValues } from '@keel/shared/fields/field-registry';
import { ERASED_FIRST_NAME, type ErasedPerson, erasedEmail, erasedLastName } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/** Every personal field of an applicant (the registry's, decision 0043), as erasure leaves it. */
const ERASED_APPLICANT_FIELDS = erasedValues(APPLICANT_FIELDS);

/** An erase's step (decisions 0038, 0110): the applicant's row anonymised, every personal field emptied, the name and e-mail replaced. */
export async function eraseApplicantRow(trx: Kysely<Database>, { kind, id, userId }: ErasedPerson): Promise<void> {
  if (kind !== 'applicant') return;
  await trx
    .updateTable('applicants')
    .set({
      ...ERASED_APPLICANT_FIELDS,
      first_name: ERASED_FIRST_NAME,
      last_name: erasedLastName('applicant'),
      email: erasedEmail(id),
      last_modified_by_user_id: userId,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('applicant_id', '=', id)
    .execute();
}
