import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { COUNT_CAP, type ListPage, type ListQuery, SEARCH_COUNT_CAP } from '@keel/shared/lists';
import type { ListFilter } from '@keel/shared/list-filters';

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list search (docs/product/validation.md#list-search): a case-insensitive substring of the record's generated search_text (trigram-indexed). */
export function searchFilter(searchTextColumn: string, q: string) {
  return sql<boolean>`${sql.ref(searchTextColumn)} like ${likePattern(q)}`;
}

/** A filterable field: its column, or its column and how a filter value maps to the stored value. */
export type FilterColumn = Expression<unknown> | { column: Expression<unknown>; value: (v: string) => unknown };

export interface ListSpec<S extends string> {
  /** Sort expressions by API column name; they should match an index (decision 0005: fast at a million rows). */
  sortColumns: Record<S, Expression<unknown>>;
  /** The primary key, the tiebreaker that makes the order total. */
  idColumn: string;
  /** Sorts whose column can be blank: descending, they say NULLS LAST (migration 0021 indexes them so). */
  blankSorts?: readonly S[];
  /** Columns of the filterable fields (shared *_FILTERS name them and their types; the query is validated). */
  filterColumns?: Record<string, FilterColumn>;
}

/**
 * One filter as SQL. Equality and ranges compare the column itself (index-friendly where the column
 * is indexed); text compares case-insensitively; blank means NULL (forms store '' as NULL) or, for
 * tags, no tag at all.
 */
export function filterCondition(f: ListFilter, spec: FilterColumn) {
  const col = 'column' in spec ? spec.column : spec;
  const value = 'column' in spec ? spec.value(f.value) : f.value;
  switch (f.op) {
    case 'eq':
      if (f.type === 'text') return sql<boolean>`lower(${col}) = ${f.value.toLowerCase()}`;
      if (f.type === 'date') return sql<boolean>`(${col} >= ${f.value}::date and ${col} < ${f.value}::date + 1)`;
      return sql<boolean>`${col} = ${value}`;
    case 'contains':
      return sql<boolean>`lower(${col}) like ${likePattern(f.value)}`;
    case 'gte':
      return sql<boolean>`${col} >= ${f.value}::date`;
    case 'lte':
      return sql<boolean>`${col} < ${f.value}::date + 1`;
    case 'has':
      return sql<boolean>`${col} @> array[${f.value}]::text[]`;
    case 'blank':
      return f.type === 'tags' ? sql<boolean>`cardinality(${col}) = 0` : sql<boolean>`${col} is null`;
    case 'notblank':
      return f.type === 'tags' ? sql<boolean>`cardinality(${col}) > 0` : sql<boolean>`${col} is not null`;
  }
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
  const filters = query.filter ?? [];
  for (const f of filters) {
    const column = spec.filterColumns?.[f.field];
    if (column) base = base.where(filterCondition(f, column));
  }
  const narrowed = query.q !== '' || filters.length > 0;
  // Blank values last in either direction (decision 0022): ascending walks the (x, id) index
  // forwards, descending walks the (x NULLS FIRST, id) index of migration 0021 backwards.
  // A NOT NULL column keeps the plain direction, so its existing index still serves it.
  const idDir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const dir = query.dir === 'desc' && spec.blankSorts?.includes(query.sort) ? sql`desc nulls last` : idDir;
  const sortExpression = spec.sortColumns[query.sort];
  const offset = (query.page - 1) * query.pageSize;
  const page = (qb: SelectQueryBuilder<DB, TB, Row>, sortBy: Expression<unknown>) =>
    qb
      .orderBy(sql`${sortBy} ${dir}`)
      .orderBy(sql`${sql.ref(spec.idColumn)} ${idDir}`)
      .limit(query.pageSize)
      .offset(offset)
      .execute();
  const cap = narrowed ? SEARCH_COUNT_CAP : COUNT_CAP;
  const result = (items: Row[], counted: number): ListPage<Row> => ({
    items,
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
    page: query.page,
    pageSize: query.pageSize,
  });

  if (!narrowed) {
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
  const matched = select(base).where(sql<boolean>`${sql.ref(spec.idColumn)} = any(${ids})`);
  return result(await page(matched, sql`coalesce(${sortExpression}, ${sortExpression})`), ids.length);
}
