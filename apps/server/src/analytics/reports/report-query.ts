import { type Expression, type Kysely, sql } from 'kysely';
import { reportField } from '@keel/shared/report-catalogue';
import { MAX_REPORT_GROUPS, type ReportDefinition, type ReportFilter, type ReportResult } from '@keel/shared/reports';
import type { Database } from '../../db/types';
import { likePattern } from '../../lib/list-query';
import { type ColumnSql, REPORT_COLUMNS, reportFrom, STAGE_REPORT_FIELDS } from './report-columns';

const utcToday = sql`(now() at time zone 'UTC')::date`;

/** A date range [from, to) on a field: a UTC timestamp column is compared as stored (index-friendly). */
function dateRange(col: ColumnSql, from: Expression<unknown> | null, to: Expression<unknown> | null) {
  const bound = (day: Expression<unknown>) => (col.raw ? sql`timezone('UTC', (${day})::timestamp)` : day);
  const target = col.raw ?? col.expr;
  if (from && to) return sql<boolean>`(${target} >= ${bound(from)} and ${target} < ${bound(to)})`;
  return from ? sql<boolean>`${target} >= ${bound(from)}` : sql<boolean>`${target} < ${bound(to!)}`;
}

/**
 * One filter as SQL (decision 0028). The column comes from the catalogue; the value is always a
 * bound parameter. Text compares case-insensitively and treats '' like empty; a date is a whole UTC
 * day: 'before' ends before it starts, 'after' starts after it ends; 'in the last N days' runs from
 * N days before today up to the end of today.
 */
export function reportFilterSql(records: ReportDefinition['records'], f: ReportFilter) {
  const col = REPORT_COLUMNS[records][f.field];
  const type = reportField(records, f.field)?.type;
  const day = sql`${f.value}::date`;
  switch (f.op) {
    case 'equals':
      if (col.equals) return col.equals(f.value);
      if (type === 'text') return sql<boolean>`lower(${col.expr}) = ${f.value.toLowerCase()}`;
      if (type === 'number') return sql<boolean>`${col.expr} = ${f.value}::numeric`;
      return dateRange(col, day, sql`${day} + 1`);
    case 'contains':
      return sql<boolean>`lower(${col.expr}) like ${likePattern(f.value)}`;
    case 'before':
      return dateRange(col, null, day);
    case 'after':
      return dateRange(col, sql`${day} + 1`, null);
    case 'lastDays':
      return dateRange(col, sql`${utcToday} - ${Number(f.value)}::int`, sql`${utcToday} + 1`);
    case 'empty':
      return type === 'text' ? sql<boolean>`coalesce(${col.expr}::text, '') = ''` : sql<boolean>`${col.raw ?? col.expr} is null`;
    case 'notEmpty':
      return type === 'text' ? sql<boolean>`coalesce(${col.expr}::text, '') <> ''` : sql<boolean>`${col.raw ?? col.expr} is not null`;
  }
}

/** The grouping key: the field (empty text as null), or the start of its day/week/month. */
function groupKey(d: ReportDefinition): Expression<unknown> {
  if (!d.group) return sql`null::text`;
  const column = REPORT_COLUMNS[d.records][d.group.field];
  if (column.group) return column.group;
  const col = column.expr;
  if (d.group.bucket) return sql`date_trunc(${sql.lit(d.group.bucket)}, (${col})::timestamp)`;
  return sql`nullif(${col}::text, '')`;
}

interface Row {
  key: string | null;
  c: string;
  nm: string;
  s: string | null;
  total_c: string;
  total_nm: string;
  total_s: string | null;
  med: string | null;
  total_med: string | null;
}

/**
 * Answers a report in one statement: the filtered records grouped by the key (a plain GROUP BY,
 * which PostgreSQL may run in parallel), the totals over all groups as window sums computed before
 * the LIMIT, the largest groups first (dates: the latest), at most MAX_REPORT_GROUPS of them.
 * Per group it counts the records and the measured values and sums them, which gives every
 * measure: an average is the sum over the count of values.
 */
export async function runReport(db: Kysely<Database>, d: ReportDefinition): Promise<ReportResult> {
  const columns = REPORT_COLUMNS[d.records];
  const fields = [d.group?.field, d.measure.field, ...d.filters.map((f) => f.field)];
  const usesStage = d.records === 'deals' && fields.some((field) => field !== undefined && STAGE_REPORT_FIELDS.includes(field));
  const where =
    d.filters.length === 0
      ? sql`true`
      : sql.join(
          d.filters.map((f) => reportFilterSql(d.records, f)),
          sql` and `,
        );
  const measured = d.measure.fn === 'count' || !d.measure.field ? sql`null::numeric` : sql`(${columns[d.measure.field].expr})::numeric`;
  const source = await reportFrom(db, d.records, usesStage);
  const inner = sql`select ${groupKey(d)} as key, ${measured} as m from ${source} where ${where}`;
  const keyText = d.group?.bucket ? sql`to_char(t.key, 'YYYY-MM-DD')` : sql`t.key`;
  const median = sql`percentile_cont(0.5) within group (order by t.m)`;
  const measure = { count: sql`count(*)`, sum: sql`sum(t.m)`, avg: sql`sum(t.m) / nullif(count(t.m), 0)`, median }[d.measure.fn];
  const order = d.group?.bucket ? sql`t.key desc` : sql`${measure} desc nulls last, t.key asc nulls last`;
  // A median of all records is no sum of the groups' figures: it reads the records once more, only when asked for.
  const medians =
    d.measure.fn === 'median'
      ? sql`${median} as med, (select percentile_cont(0.5) within group (order by a.m) from (${inner}) as a) as total_med`
      : sql`null as med, null as total_med`;
  const { rows } = await sql<Row>`
    select ${keyText} as key, count(*) as c, count(t.m) as nm, sum(t.m) as s,
           sum(count(*)) over () as total_c, sum(count(t.m)) over () as total_nm, sum(sum(t.m)) over () as total_s, ${medians}
    from (${inner}) as t
    group by t.key
    order by ${order}
    limit ${MAX_REPORT_GROUPS + 1}`.execute(db);
  return answer(d, rows);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The measure of one group (or of all, from the totals). */
function measureOf(
  fn: ReportDefinition['measure']['fn'],
  c: string | undefined,
  nm: string | undefined,
  s: string | null | undefined,
  med: string | null | undefined,
): number {
  if (fn === 'count') return Number(c ?? 0);
  if (fn === 'median') return round2(Number(med ?? 0));
  if (fn === 'sum') return Number(s ?? 0);
  return Number(nm ?? 0) === 0 ? 0 : round2(Number(s ?? 0) / Number(nm));
}

function answer(d: ReportDefinition, rows: Row[]): ReportResult {
  const first = rows.at(0);
  let groups = d.group ? rows : [];
  const truncated = groups.length > MAX_REPORT_GROUPS;
  groups = groups.slice(0, MAX_REPORT_GROUPS);
  if (d.group?.bucket) groups = [...groups].reverse();
  return {
    rows: groups.map((row) => ({ group: row.key, value: measureOf(d.measure.fn, row.c, row.nm, row.s, row.med) })),
    total: measureOf(d.measure.fn, first?.total_c, first?.total_nm, first?.total_s, first?.total_med),
    records: Number(first?.total_c ?? 0),
    truncated,
  };
}
