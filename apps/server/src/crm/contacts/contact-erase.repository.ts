import { type Kysely, sql } from 'kysely';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import { erasedValues } from '@keel/shared/fields/field-registry';
import { ERASED_FIRST_NAME, type ErasedPerson, erasedEmail, erasedLastName } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/** Every personal field of a contact (the registry's, decision 0043), as erasure leaves it. */
const ERASED_CONTACT_FIELDS = erasedValues(CONTACT_FIELDS);

/** An erase's step (decisions 0038, 0110): the contact's row anonymised, every personal field emptied, the name and e-mail replaced; their company link stays. */
export async function eraseContactRow(trx: Kysely<Database>, { kind, id, userId, userName }: ErasedPerson): Promise<void> {
  if (kind !== 'contact') return;
  await trx
    .updateTable('contacts')
    .set({
      ...ERASED_CONTACT_FIELDS,
      first_name: ERASED_FIRST_NAME,
      last_name: erasedLastName('contact'),
      email: erasedEmail(id),
      last_modified_by_user_id: userId ?? '',
      last_modified_by: userName,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}
