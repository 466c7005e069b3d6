import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { isActiveUser } from '../../lib/active-users';
import type { ContactsTable, Database, DealsTable } from '../../db/types';

/** A funnel column by exact title. */
export async function findStageByTitle(db: Kysely<Database>, title: string) {
  return db.selectFrom('pipeline_stages').select(['id', 'title']).where('title', '=', title).executeTakeFirst();
}

/** The first funnel column (for when 'New Inquiry' was renamed or removed). */
export async function findFirstStage(db: Kysely<Database>) {
  return db.selectFrom('pipeline_stages').select(['id', 'title']).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}

/** The position after the last card of a column (the new card goes to the end). */
export async function nextPositionInStage(db: Kysely<Database>, stageId: string): Promise<number> {
  const row = await db
    .selectFrom('deals')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('stage_id', '=', stageId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The team member with role admin who joined first (docs/product/roles-and-permissions.md#inquiry-ownership: an anonymous lead's owner). */
export async function findFirstAdmin(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email'])
    .where('role', '=', 'admin')
    .where(isActiveUser)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** A company by case-insensitive name (served by the lower(name) index). */
export async function findCompanyByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertCompany(
  db: Kysely<Database>,
  company: { name: string; website: string | null; sector: Database['companies']['sector'] | null; createdByUserId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('companies')
    .values({
      name: company.name,
      website: company.website,
      sector: company.sector,
      created_by_user_id: company.createdByUserId,
      last_modified_by_user_id: company.createdByUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContact(db: Kysely<Database>, contact: Insertable<ContactsTable>): Promise<string> {
  const row = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDeal(db: Kysely<Database>, deal: Insertable<DealsTable>): Promise<string> {
  const row = await db.insertInto('deals').values(deal).returning('id').executeTakeFirstOrThrow();
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
  await db.updateTable('contacts').set({ ...values, version: sql<number>`version + 1` }).where('id', '=', id).execute();
}

/** A company's stored name. */
export async function findCompanyName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst())?.name;
}
