import { type Expression, type Kysely, sql } from 'kysely';
import { reportField } from '@keel/shared/report-catalogue';
import { MAX_REPORT_GROUPS, type ReportDefinition, type ReportFilter, type ReportResult } from '@keel/shared/reports';
import type { Database } from '../../db/types';
import { likePattern } from '../../lib/list-query';
import { REPORT_COLUMNS, reportSource } from './report-columns';

const utcToday = sql`(now() at time zone 'UTC')::date`;

/**
 * One filter as SQL (decision 0028). The column comes from the catalogue; the value is always a
 * bound parameter. Text compares case-insensitively and treats '' like empty; a date is a whole UTC
 * day: 'before' ends before it starts, 'after' starts after it ends; 'in the last N days' runs from
 * N days before today up to the end of today.
 */
export function reportFilterSql(records: ReportDefinition['records'], f: ReportFilter) {
  const col = REPORT_COLUMNS[records][f.field];
  const type = reportField(records, f.field)?.type;
  switch (f.op) {
    case 'equals':
      if (type === 'text') return sql<boolean>`lower(${col}) = ${f.value.toLowerCase()}`;
      if (type === 'number') return sql<boolean>`${col} = ${f.value}::numeric`;
      return sql<boolean>`(${col} >= ${f.value}::date and ${col} < ${f.value}::date + 1)`;
    case 'contains':
      return sql<boolean>`lower(${col}) like ${likePattern(f.value)}`;
    case 'before':
      return sql<boolean>`${col} < ${f.value}::date`;
    case 'after':
      return sql<boolean>`${col} >= ${f.value}::date + 1`;
    case 'lastDays':
      return sql<boolean>`(${col} >= ${utcToday} - ${Number(f.value)}::int and ${col} < ${utcToday} + 1)`;
    case 'empty':
      return type === 'text' ? sql<boolean>`coalesce(${col}::text, '') = ''` : sql<boolean>`${col} is null`;
    case 'notEmpty':
      return type === 'text' ? sql<boolean>`coalesce(${col}::text, '') <> ''` : sql<boolean>`${col} is not null`;
  }
}

/** The grouping key: the field (empty text as null), or its day/week/month as YYYY-MM-DD. */
function groupKey(d: ReportDefinition): Expression<unknown> {
  if (!d.group) return sql`null::text`;
  const col = REPORT_COLUMNS[d.records][d.group.field];
  if (d.group.bucket) return sql`to_char(date_trunc(${sql.lit(d.group.bucket)}, (${col})::timestamp), 'YYYY-MM-DD')`;
  return sql`nullif(${col}::text, '')`;
}

interface Row {
  key: string | null;
  value: string | null;
  records: string;
  is_total: number;
}

/**
 * Answers a report in one statement: the filtered records, grouped by the key with a grouping set
 * for the total, the largest groups first (dates: the latest), at most MAX_REPORT_GROUPS of them.
 */
export async function runReport(db: Kysely<Database>, d: ReportDefinition): Promise<ReportResult> {
  const columns = REPORT_COLUMNS[d.records];
  const usesStage = d.records === 'deals' && (d.group?.field === 'stage' || d.filters.some((f) => f.field === 'stage'));
  const where = d.filters.length === 0 ? sql`true` : sql.join(d.filters.map((f) => reportFilterSql(d.records, f)), sql` and `);
  const measured = d.measure.fn === 'count' || !d.measure.field ? sql`null::numeric` : sql`(${columns[d.measure.field]})::numeric`;
  const inner = sql`select ${groupKey(d)} as key, ${measured} as m from ${reportSource(d.records, usesStage)} where ${where}`;
  const value = d.measure.fn === 'count' ? sql`count(*)` : d.measure.fn === 'sum' ? sql`coalesce(sum(t.m), 0)` : sql`round(avg(t.m), 2)`;
  const order = d.group?.bucket ? sql`t.key desc` : sql`value desc nulls last, t.key asc nulls last`;
  const { rows } = await sql<Row>`
    select t.key, ${value} as value, count(*) as records, grouping(t.key) as is_total
    from (${inner}) as t
    group by grouping sets ((t.key), ())
    order by grouping(t.key) desc, ${order}
    limit ${MAX_REPORT_GROUPS + 2}`.execute(db);
  const total = rows.find((row) => Number(row.is_total) === 1);
  let groups = d.group ? rows.filter((row) => Number(row.is_total) === 0) : [];
  const truncated = groups.length > MAX_REPORT_GROUPS;
  groups = groups.slice(0, MAX_REPORT_GROUPS);
  // Dates read oldest first; the query took the latest ones.
  if (d.group?.bucket) groups.reverse();
  return {
    rows: groups.map((row) => ({ group: row.key, value: Number(row.value ?? 0) })),
    total: Number(total?.value ?? 0),
    records: Number(total?.records ?? 0),
    truncated,
  };
}
