import { type Kysely, sql } from 'kysely';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

/**
 * An erase's step (decisions 0038, 0070, 0110): messages from others that name the person have each
 * match replaced; an erased contact's own messages (from any of their addresses) are deleted.
 */
export async function eraseFromContactMessages(trx: Kysely<Database>, person: ErasedPerson): Promise<void> {
  const { pattern: p, mark: m } = person;
  if (p) {
    await sql`
      UPDATE contact_messages SET name = regexp_replace(name, ${p}, ${m}, 'gi'), subject = regexp_replace(subject, ${p}, ${m}, 'gi'),
        message = regexp_replace(message, ${p}, ${m}, 'gi')
      WHERE name ~* ${p} OR subject ~* ${p} OR message ~* ${p}`.execute(trx);
  }
  if (person.kind !== 'contact' || person.emails.length === 0) return;
  await trx
    .deleteFrom('contact_messages')
    .where(
      sql`lower(email)`,
      'in',
      person.emails.map((e) => e.toLowerCase()),
    )
    .execute();
}
