import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { COUNT_CAP, type ListPage, type ListQuery } from '@keel/shared/lists';

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SPEC §5 search: a case-insensitive substring of the record's generated search_text (trigram-indexed). */
export function searchFilter(searchTextColumn: string, q: string) {
  return sql<boolean>`${sql.ref(searchTextColumn)} like ${likePattern(q)}`;
}

export interface ListSpec<S extends string> {
  /** Sort expressions by API column name; they should match an index (DESIGN: fast at a million rows). */
  sortColumns: Record<S, Expression<unknown>>;
  /** The primary key, the tiebreaker that makes the order total. */
  idColumn: string;
}

/**
 * Runs one page of a list: `base` holds the FROM/JOIN/WHERE (search included); `select` adds the
 * columns. The total is counted up to COUNT_CAP + 1 rows, so a broad search never counts a million.
 */
export async function runList<DB, TB extends keyof DB, Row, S extends string>(
  db: Kysely<DB>,
  base: SelectQueryBuilder<DB, TB, object>,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  query: ListQuery<S>,
  spec: ListSpec<S>,
): Promise<ListPage<Row>> {
  // Default NULLS placement (last ascending, first descending) so one ascending index serves both.
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const offset = (query.page - 1) * query.pageSize;
  const [items, counted] = await Promise.all([
    select(base)
      .orderBy(sql`${spec.sortColumns[query.sort]} ${dir}`)
      .orderBy(sql`${sql.ref(spec.idColumn)} ${dir}`)
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
    sql<{ n: string }>`select count(*) as n from (${base.select(sql`1`.as('one')).limit(COUNT_CAP + 1)}) as capped`
      .execute(db)
      .then((r) => Number(r.rows[0].n)),
  ]);
  return { items: items as Row[], total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP, page: query.page, pageSize: query.pageSize };
}
