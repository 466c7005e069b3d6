import { type Kysely, sql } from 'kysely';
import type { COMPANY_FILTERS, CompanySort, CompanyValues } from '@keel/shared/companies';
import type { ListQuery } from '@keel/shared/lists';
import type { Database } from '../../db/types';
import { type FilterColumn, runList, searchFilter } from '../../lib/list-query';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

/** Each sort has a matching (expression, id) index (migration 0001). */
const SORT_COLUMNS = {
  name: sql`lower(companies.name)`,
  sector: sql`companies.sector`,
  phone: sql`companies.phone`,
  city: sql`companies.city`,
  website: sql`companies.website`,
} satisfies Record<CompanySort, unknown>;

const FILTER_COLUMNS = {
  sector: sql`companies.sector`,
  city: sql`companies.city`,
  country: sql`companies.country`,
  tags: sql`companies.tags`,
  created: sql`companies.created_at`,
  website: sql`companies.website`,
} satisfies Record<keyof typeof COMPANY_FILTERS, FilterColumn>;

export function listCompanies(db: Kysely<Database>, query: ListQuery<CompanySort>) {
  const base = db.selectFrom('companies').$if(query.q !== '', (qb) => qb.where(searchFilter('companies.search_text', query.q)));
  return runList(
    db,
    base,
    (qb) => qb.select(['companies.id', 'companies.name', 'companies.sector', 'companies.phone', 'companies.city', 'companies.website']),
    query,
    { sortColumns: SORT_COLUMNS, idColumn: 'companies.id', filterColumns: FILTER_COLUMNS, blankSorts: ['sector', 'phone', 'city', 'website'] },
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
