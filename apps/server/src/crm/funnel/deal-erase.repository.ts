import { type Kysely, sql, type Updateable } from 'kysely';
import { erasedValues } from '@keel/shared/fields/field-registry';
import { DEAL_FIELDS } from '@keel/shared/funnel-lead';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database, DealsTable } from '../../db/types';

/** A deal's person fields as erasure leaves them: the deal registry's personal fields (decision 0104), jsonb ones as JSON text. */
const ERASED_DEAL_PERSON = Object.fromEntries(
  Object.entries(erasedValues(DEAL_FIELDS)).map(([column, value]) => [
    column,
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
  ]),
) as Updateable<DealsTable>;

/**
 * An erase's step (decisions 0038, 0070, 0110). An erased contact leaves every lead; on leads
 * carrying the contact's own e-mail (an inquiry's lead) or own name (a lead made for the contact
 * copies it) the person fields are blanked. Every lead's name, description and meeting notes have
 * each match of the person's pattern replaced.
 */
export async function eraseFromDeals(trx: Kysely<Database>, person: ErasedPerson): Promise<void> {
  if (person.kind === 'contact') await unlinkErasedContact(trx, person);
  const { pattern, mark } = person;
  if (!pattern) return;
  await sql`
    UPDATE deals SET name = regexp_replace(name, ${pattern}, ${mark}, 'gi'), description = regexp_replace(description, ${pattern}, ${mark}, 'gi'),
      meeting_notes = regexp_replace(meeting_notes, ${pattern}, ${mark}, 'gi')
    WHERE name ~* ${pattern} OR description ~* ${pattern} OR meeting_notes ~* ${pattern}`.execute(trx);
}

async function unlinkErasedContact(trx: Kysely<Database>, { id, emails, name }: ErasedPerson) {
  const lowered = emails.map((e) => e.toLowerCase());
  const sameName = sql<boolean>`(lower(coalesce(first_name, '')) = ${name.first.toLowerCase()} AND lower(coalesce(last_name, '')) = ${name.last.toLowerCase()})`;
  if (lowered.length) {
    await trx
      .updateTable('deals')
      .set({ ...ERASED_DEAL_PERSON, updated_at: new Date() })
      .where(sql<boolean>`contact_ids @> ARRAY[${id}]::uuid[]`)
      .where((eb) => eb.or([eb(sql`lower(email)`, 'in', lowered), eb(sql`lower(work_email)`, 'in', lowered), sameName]))
      .execute();
  }
  await sql`UPDATE deals SET contact_ids = array_remove(contact_ids, ${id}::uuid) WHERE contact_ids @> ARRAY[${id}]::uuid[]`.execute(trx);
}
