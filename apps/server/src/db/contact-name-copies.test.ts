import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function contact(id: string) {
  return database.db
    .selectFrom('contacts')
    .select(['company_name', 'sales_rep_name', 'updated_at', 'search_text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('copies of company and sales rep names on contacts (migration 0004)', () => {
  it('fills them on insert, follows renames and deletes, and never drifts', async () => {
    const db = database.db;
    const company = await db.insertInto('companies').values({ name: 'Initech' }).returning('id').executeTakeFirstOrThrow();
    const rep = await db
      .insertInto('users')
      .values({ full_name: 'Sam Rivera', email: 'sam@copies.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('contacts')
      .values({
        first_name: 'Peter',
        last_name: 'Gibbons',
        email: 'peter@copies.test',
        company_id: company.id,
        assigned_sales_rep_id: rep.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await contact(id);
    expect(created).toMatchObject({ company_name: 'Initech', sales_rep_name: 'Sam Rivera' });
    expect(created.search_text).toContain('initech');
    expect(created.search_text).toContain('sam rivera');

    await db.updateTable('companies').set({ name: 'Initrode' }).where('id', '=', company.id).execute();
    await db.updateTable('users').set({ full_name: 'Samantha Rivera' }).where('id', '=', rep.id).execute();
    const renamed = await contact(id);
    expect(renamed).toMatchObject({ company_name: 'Initrode', sales_rep_name: 'Samantha Rivera' });
    expect(renamed.search_text).toContain('initrode');
    // A rename elsewhere is not an edit of the contact.
    expect(renamed.updated_at).toEqual(created.updated_at);

    // Writing a copy directly is overridden by the truth.
    await sql`update contacts set company_name = 'Forged' where id = ${id}`.execute(db);
    expect((await contact(id)).company_name).toBe('Initrode');

    await db.deleteFrom('companies').where('id', '=', company.id).execute();
    expect((await contact(id)).company_name).toBeNull();
  });

  it('resets a copy written on a contact without company or rep (the trigger fires only when it can change something, migration 0010)', async () => {
    const db = database.db;
    const [{ id }] = (
      await sql<{
        id: string;
      }>`insert into contacts (email, company_name, sales_rep_name) values ('bare@copies.test', 'Forged', 'Forged') returning id`.execute(
        db,
      )
    ).rows;
    expect(await contact(id)).toMatchObject({ company_name: null, sales_rep_name: null });
    await sql`update contacts set sales_rep_name = 'Forged again' where id = ${id}`.execute(db);
    expect((await contact(id)).sales_rep_name).toBeNull();
  });

  it('copies the one name a contact names and resets the other, looking up only the id that is set (migration 0060)', async () => {
    const db = database.db;
    const company = await db.insertInto('companies').values({ name: 'Vandelay' }).returning('id').executeTakeFirstOrThrow();
    const rep = await db
      .insertInto('users')
      .values({ full_name: 'Kel Varnsen', email: 'kel@copies.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [{ id: onlyCompany }] = (
      await sql<{ id: string }>`insert into contacts (email, company_id, sales_rep_name)
        values ('company-only@copies.test', ${company.id}, 'Forged') returning id`.execute(db)
    ).rows;
    expect(await contact(onlyCompany)).toMatchObject({ company_name: 'Vandelay', sales_rep_name: null });
    const [{ id: onlyRep }] = (
      await sql<{ id: string }>`insert into contacts (email, assigned_sales_rep_id, company_name)
        values ('rep-only@copies.test', ${rep.id}, 'Forged') returning id`.execute(db)
    ).rows;
    expect(await contact(onlyRep)).toMatchObject({ company_name: null, sales_rep_name: 'Kel Varnsen' });
    await db.updateTable('contacts').set({ company_id: null, assigned_sales_rep_id: rep.id }).where('id', '=', onlyCompany).execute();
    expect(await contact(onlyCompany)).toMatchObject({ company_name: null, sales_rep_name: 'Kel Varnsen' });
    // The look-ups sit behind IF (a simple expression): a CASE holding a sub-select ran both through SPI for every row.
    const [{ source }] = (
      await sql<{ source: string }>`select prosrc as source from pg_proc where proname = 'keel_contacts_copy_names'`.execute(db)
    ).rows;
    expect(source).toMatch(/IF NEW\.company_id IS NULL THEN/);
    expect(source).not.toMatch(/CASE/);
  });

  it('sets updated_at to the statement time whatever an update writes into it', async () => {
    const db = database.db;
    const { id } = await db.insertInto('contacts').values({ email: 'stamp@copies.test' }).returning('id').executeTakeFirstOrThrow();
    const [{ now }] = (
      await sql<{
        now: Date;
      }>`update contacts set city = 'Austin', updated_at = '2020-01-01' where id = ${id} returning now() as now`.execute(db)
    ).rows;
    expect((await contact(id)).updated_at).toEqual(now);
    const [{ again }] = (
      await sql<{ again: Date }>`update contacts set city = 'Boston', updated_at = now() where id = ${id} returning now() as again`.execute(
        db,
      )
    ).rows;
    expect((await contact(id)).updated_at).toEqual(again);
  });

  it('still moves updated_at on a real edit', async () => {
    const db = database.db;
    const { id, updated_at } = await db
      .insertInto('contacts')
      .values({ email: 'edit@copies.test', updated_at: new Date('2020-01-01') })
      .returning(['id', 'updated_at'])
      .executeTakeFirstOrThrow();
    await db.updateTable('contacts').set({ city: 'Austin' }).where('id', '=', id).execute();
    expect((await contact(id)).updated_at.getTime()).toBeGreaterThan(updated_at.getTime());
  });
});
