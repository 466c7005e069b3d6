import { type Expression, type Kysely, sql } from 'kysely';
import { COMPANY_FIELDS, type CompanySort, type CompanyValues } from '@keel/shared/companies';
import { filterDefinitions, sortDefinitions } from '@keel/shared/fields/field-registry';
import type { ListQuery } from '@keel/shared/lists';
import type { Database, NewCompany } from '../../db/types';
import { type FilterColumn, runList, searchFilter } from '../../lib/list-query';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

const column = (name: string) => sql.ref(`companies.${name}`);
const SORTS = sortDefinitions(COMPANY_FIELDS);

/** The registry's sorts (decision 0043); each has a matching (expression, id) index (migration 0001). */
const SORT_COLUMNS: Record<string, Expression<unknown>> = Object.fromEntries(
  SORTS.map((s) => [s.key, s.caseInsensitive ? sql`lower(${column(s.column)})` : column(s.column)]),
);
const BLANK_SORTS = SORTS.filter((s) => s.blanks).map((s) => s.key as CompanySort);

/** The columns of COMPANY_FILTERS (the registry's). */
const FILTER_COLUMNS: Record<string, FilterColumn> = Object.fromEntries(
  filterDefinitions(COMPANY_FIELDS).map((f) => [f.key, column(f.column)]),
);

export function listCompanies(db: Kysely<Database>, query: ListQuery<CompanySort>) {
  const base = db.selectFrom('companies').$if(query.q !== '', (qb) => qb.where(searchFilter('companies.search_text', query.q)));
  return runList(
    db,
    base,
    (qb) => qb.select(['companies.id', 'companies.name', 'companies.sector', 'companies.phone', 'companies.city', 'companies.website']),
    query,
    { sortColumns: SORT_COLUMNS, idColumn: 'companies.id', filterColumns: FILTER_COLUMNS, blankSorts: BLANK_SORTS },
  );
}

export async function findCompanyById(db: Kysely<Database>, id: string, options: { forUpdate?: boolean } = {}) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', id)
    .$if(options.forUpdate === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertCompany(db: Kysely<Database>, values: CompanyValues, userId: string) {
  return db
    .insertInto('companies')
    .values({ ...values, country: values.country ?? undefined, created_by_user_id: userId, last_modified_by_user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCompany(db: Kysely<Database>, id: string, values: CompanyValues, userId: string) {
  return db
    .updateTable('companies')
    .set({ ...values, last_modified_by_user_id: userId, version: nextVersion() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCompany(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('companies').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
}

/** Companies written as given, in one statement (the demo seed's, decision 0110); their ids and names. */
export async function insertCompanyRows(db: Kysely<Database>, rows: NewCompany[]) {
  return db.insertInto('companies').values(rows).returning(['id', 'name']).execute();
}
