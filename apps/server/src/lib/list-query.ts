import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { COUNT_CAP, type ListPage, type ListQuery, SEARCH_COUNT_CAP } from '@keel/shared/lists';

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
 * columns. The total is counted up to COUNT_CAP + 1 rows (SEARCH_COUNT_CAP + 1 with a search), so a
 * broad search never counts a million.
 *
 * Without a search, the page walks the sort column's index and stops after one page. With one, the
 * planner cannot know how many rows match (its estimate for `LIKE '%…%'` is a guess), and walking
 * the sort index while filtering is a disaster when matches are rare: it reads the whole table to
 * find them. So a search first collects the ids of its matches (through the trigram index, or a scan
 * that stops at the cap), which also counts them. When they are all there, the page is sorted from
 * those rows alone; only when matches are more common than that does the page walk the sort index,
 * where they are dense enough to fill a page quickly.
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
  const sortExpression = spec.sortColumns[query.sort];
  const offset = (query.page - 1) * query.pageSize;
  const page = (qb: SelectQueryBuilder<DB, TB, Row>, sortBy: Expression<unknown>) =>
    qb
      .orderBy(sql`${sortBy} ${dir}`)
      .orderBy(sql`${sql.ref(spec.idColumn)} ${dir}`)
      .limit(query.pageSize)
      .offset(offset)
      .execute();
  const cap = query.q === '' ? COUNT_CAP : SEARCH_COUNT_CAP;
  const result = (items: Row[], counted: number): ListPage<Row> => ({
    items,
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
    page: query.page,
    pageSize: query.pageSize,
  });

  if (query.q === '') {
    const [items, counted] = await Promise.all([
      page(select(base), sortExpression),
      sql<{ n: string }>`select count(*) as n from (${base.select(sql`1`.as('one')).limit(COUNT_CAP + 1)}) as capped`
        .execute(db)
        .then((r) => Number(r.rows[0].n)),
    ]);
    return result(items, counted);
  }

  const matches = await sql<{ id: string }>`${base.select(sql.ref(spec.idColumn).as('id')).limit(cap + 1)}`.execute(db);
  const ids = matches.rows.map((r) => r.id);
  if (ids.length > cap) return result(await page(select(base), sortExpression), ids.length);
  if (ids.length === 0 || offset >= ids.length) return result([], ids.length);
  // coalesce(x, x) is x, but no index matches it: the page is sorted from the matched rows only.
  const narrowed = select(base).where(sql<boolean>`${sql.ref(spec.idColumn)} = any(${ids})`);
  return result(await page(narrowed, sql`coalesce(${sortExpression}, ${sortExpression})`), ids.length);
}
