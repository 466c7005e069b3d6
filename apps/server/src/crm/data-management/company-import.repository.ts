import { type Kysely, sql } from 'kysely';
import type { CompanyCsvColumn } from '@keel/shared/company-import';
import type { Database } from '../../db/types';

export type StoredCompany = { id: string; name_key: string; domain: string | null } & Partial<Record<CompanyCsvColumn, unknown>>;

/**
 * The companies these names (lower case) or website domains stand for, oldest first: by name
 * (index companies_sort_name_idx) and by domain (companies_web_domain_idx, migration 0025).
 */
export async function findCompanies(
  db: Kysely<Database>,
  nameKeys: readonly string[],
  domains: readonly string[],
  columns: readonly CompanyCsvColumn[],
): Promise<StoredCompany[]> {
  if (nameKeys.length + domains.length === 0) return [];
  const { rows } = await sql<StoredCompany>`
    select c.id, lower(c.name) as name_key, keel_web_domain(c.website) as domain${sql.join(
      columns.map((col) => sql`, c.${sql.raw(`"${col}"`)}`),
      sql``,
    )}
    from companies as c
    where lower(c.name) = any(${nameKeys}::text[]) or (c.website is not null and keel_web_domain(c.website) = any(${domains}::text[]))
    order by c.created_at, c.id`.execute(db);
  return rows;
}
