import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { ContactsTable, Database } from '../../db/types';

/** A contact as an intake form (the public inquiry) enters it; its id. */
export async function insertIntakeContact(db: Kysely<Database>, contact: Insertable<ContactsTable>): Promise<string> {
  const row = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The oldest contact with this e-mail, case-insensitive (served by the lower(email) index, migration 0027). */
export async function findContactByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Writes the blanks an inquiry filled on a contact; an edit like any other, so its version moves on. */
export async function fillContact(db: Kysely<Database>, id: string, values: Updateable<ContactsTable>): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}
