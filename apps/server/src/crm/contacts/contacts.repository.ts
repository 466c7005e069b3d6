import { type Expression, type Kysely, sql } from 'kysely';
import { CONTACT_FIELDS, type ContactSort, type ContactValues } from '@keel/shared/contacts';
import { filterDefinitions, sortDefinitions } from '@keel/shared/fields/field-registry';
import type { ListQuery } from '@keel/shared/lists';
import type { Database, NewContact } from '../../db/types';
import { type FilterColumn, runList, searchFilter } from '../../lib/list-query';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

const column = (name: string) => sql.ref(`contacts.${name}`);
const SORTS = sortDefinitions(CONTACT_FIELDS);

/** The registry's sorts (decision 0043); each has a matching (expression, id) index (migrations 0001 and 0004). */
const SORT_COLUMNS: Record<string, Expression<unknown>> = Object.fromEntries(
  SORTS.map((s) => [s.key, s.caseInsensitive ? sql`lower(${column(s.column)})` : column(s.column)]),
);
const BLANK_SORTS = SORTS.filter((s) => s.blanks).map((s) => s.key as ContactSort);

/** The columns of CONTACT_FILTERS (the registry's); Status is derived from is_inquiry (decision 0005). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  ...Object.fromEntries(filterDefinitions(CONTACT_FIELDS).map((f) => [f.key, column(f.column)])),
  status: { column: sql`contacts.is_inquiry`, value: (v: string) => v === 'Inquiry' },
};

/** One page of All Contacts; the company and rep names are the row's own copies, so no join. */
export function listContacts(db: Kysely<Database>, query: ListQuery<ContactSort>) {
  const base = db.selectFrom('contacts').$if(query.q !== '', (qb) => qb.where(searchFilter('contacts.search_text', query.q)));
  return runList(
    db,
    base,
    (qb) =>
      qb.select([
        'contacts.id',
        'contacts.first_name',
        'contacts.last_name',
        'contacts.email',
        'contacts.phone',
        'contacts.company_id',
        'contacts.company_name',
        'contacts.is_inquiry',
        'contacts.assigned_sales_rep_id',
        'contacts.sales_rep_name',
        'contacts.last_contact_date',
      ]),
    query,
    { sortColumns: SORT_COLUMNS, idColumn: 'contacts.id', filterColumns: FILTER_COLUMNS, blankSorts: BLANK_SORTS },
  );
}

export async function findContactById(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row for the rest of the transaction (so the audit's "before" is the truth). */
export async function findContactForUpdate(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('contacts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

interface Author {
  userId: string;
  name: string;
}

export async function insertContact(db: Kysely<Database>, values: ContactValues, author: Author) {
  return db
    .insertInto('contacts')
    .values({
      ...values,
      country: values.country ?? undefined,
      created_by_user_id: author.userId,
      last_modified_by_user_id: author.userId,
      created_by: author.name,
      last_modified_by: author.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateContact(db: Kysely<Database>, id: string, values: ContactValues, author: Author) {
  return db
    .updateTable('contacts')
    .set({ ...values, last_modified_by_user_id: author.userId, last_modified_by: author.name, version: nextVersion() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContact(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('contacts').where('id', '=', id).returning(['id', 'first_name', 'last_name', 'email']).executeTakeFirst();
}

/** Whether the ids a contact points at exist (a friendly 400 instead of a foreign-key error). */
export async function referencesExist(db: Kysely<Database>, companyId: string | null, salesRepId: string | null) {
  const [company, rep] = await Promise.all([
    companyId ? db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst() : Promise.resolve({ id: null }),
    salesRepId
      ? db.selectFrom('users').select(['id', 'banned']).where('id', '=', salesRepId).executeTakeFirst()
      : Promise.resolve({ id: null, banned: null }),
  ]);
  return { company: company !== undefined, salesRep: rep !== undefined, salesRepDeactivated: rep?.banned === true };
}

/** Moves the contacts' last contact date forward to `day` (never back); how many moved. */
export async function moveLastContactDate(db: Kysely<Database>, ids: readonly string[], day: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('contacts')
    .set({ last_contact_date: day, version: nextVersion() })
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('last_contact_date', 'is', null), eb('last_contact_date', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Contacts written as given, in one statement (the demo seed's, decision 0110); their ids and e-mails. */
export async function insertContactRows(db: Kysely<Database>, rows: NewContact[]) {
  return db.insertInto('contacts').values(rows).returning(['id', 'email']).execute();
}
