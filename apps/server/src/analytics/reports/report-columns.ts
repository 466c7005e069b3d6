import { type Expression, type Kysely, sql } from 'kysely';
import { APPLICANT_FIELDS } from '@keel/shared/applicants';
import { COMPANY_FIELDS } from '@keel/shared/companies';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import { DEAL_FIELDS } from '@keel/shared/funnel-lead';
import { type FieldRegistry, reportDefinitions } from '@keel/shared/fields/field-registry';
import { JOB_FIELDS } from '@keel/shared/jobs';
import { type REPORT_FIELDS, type ReportRecords, STAFFED_FROM_LABELS } from '@keel/shared/report-catalogue';
import { dealValueSql, outcomeLabelSql, weightedValueSql } from '../../crm/funnel/deal-figures';
import type { Database } from '../../db/types';
import { demandStaffingSource } from '../../staffing/forecast/demand-staffing';
import { todayUtc } from '../../staffing/forecast/forecast.service';

/**
 * The server half of the field catalogue (decision 0028): each catalogue field of each record type
 * as a fixed SQL expression over the record's table (alias `r`). Timestamps are read as UTC
 * timestamps (`timezone('UTC', …)`), the calendar reports count days in; migration 0026 indexes
 * those very expressions. Nothing here takes user text.
 */
export interface ColumnSql {
  /** The field's value: a date field is a date or a UTC timestamp. */
  expr: Expression<unknown>;
  /** A timestamptz column itself: date filters compare it with UTC day boundaries, so its index serves them. */
  raw?: Expression<unknown>;
  /** Equality by another, indexed, expression (contacts' status is the is_inquiry flag). */
  equals?: (value: string) => Expression<boolean>;
  /** The grouping key when it is not the value: a demand's skills group it under each skill. */
  group?: Expression<unknown>;
}
type Columns<R extends ReportRecords> = Record<keyof (typeof REPORT_FIELDS)[R], ColumnSql>;

const r = (column: string): ColumnSql => ({ expr: sql.ref(`r.${column}`) });
const utc = (column: string): ColumnSql => ({ expr: sql`timezone('UTC', ${sql.ref(`r.${column}`)})`, raw: sql.ref(`r.${column}`) });
const expr = (e: Expression<unknown>): ColumnSql => ({ expr: e });

/** The columns of a record type's registry fields (decision 0043): timestamps as UTC, the rest as stored. */
const registryColumns = (registry: FieldRegistry) =>
  Object.fromEntries(reportDefinitions(registry).map((f) => [f.key, f.kind === 'timestamp' ? utc(f.column) : r(f.column)]));

const contacts: Record<string, ColumnSql> = {
  ...registryColumns(CONTACT_FIELDS),
  status: {
    expr: sql`case when r.is_inquiry then 'Inquiry' else 'Active' end`,
    equals: (v) => sql<boolean>`r.is_inquiry = ${v.toLowerCase() === 'inquiry'}`,
  },
};

const companies: Record<string, ColumnSql> = registryColumns(COMPANY_FIELDS);

/**
 * The deals' fields: the registry's columns, but the stage's title, outcome and win probability and
 * the value and weighted value from the one definition of the deal figures (decision 0060).
 */
const deals: Columns<'deals'> = {
  ...(registryColumns(DEAL_FIELDS) as Columns<'deals'>),
  stage: expr(sql.ref('s.title')),
  outcome: { expr: outcomeLabelSql('s'), equals: (v) => sql<boolean>`s.outcome = ${v.toLowerCase()}` },
  value: expr(dealValueSql('r')),
  weightedValue: expr(weightedValueSql('r', 's')),
  winProbability: expr(sql.ref('s.win_probability')),
};

const jobs: Record<string, ColumnSql> = registryColumns(JOB_FIELDS);

const applicants: Record<string, ColumnSql> = {
  ...registryColumns(APPLICANT_FIELDS),
  // The reason of the applicant's primary application (their status is its stage, decision 0030), by its unique key.
  rejectionReason: expr(sql`(select rr.label from applications ap join rejection_reasons rr on rr.id = ap.rejection_reason_id
    where ap.applicant_id = r.applicant_id and ap.job_id = r.job_id)`),
};

/**
 * The demands' fields over their staffing figures (alias `r`, demand-staffing.ts): the report reads
 * the very rows the staffing API and its tiles aggregate (decision 0108).
 */
const staffedFromLabel = sql`case r.staffed_from ${sql.join(
  Object.entries(STAFFED_FROM_LABELS).map(([key, label]) => sql`when ${sql.lit(key)} then ${sql.lit(label)}`),
  sql` `,
)} else ${sql.lit(STAFFED_FROM_LABELS.unstaffed)} end`;
const demands: Columns<'demands'> = {
  role: r('role_title'),
  skill: {
    expr: sql`array_to_string(r.skill_names, ', ')`,
    equals: (v) => sql<boolean>`exists (select 1 from unnest(r.skill_names) as n where lower(n) = ${v.toLowerCase()})`,
    group: sql`unnest(case when cardinality(r.skill_names) = 0 then array[null]::text[] else r.skill_names end)`,
  },
  seniority: r('seniority'),
  deal: r('deal_name'),
  stage: r('stage_title'),
  allocation: r('allocation_pct'),
  start: r('starts_on'),
  end: r('ends_on'),
  staffing: expr(sql`case when r.staffed_from is null then 'Unstaffed' else 'Staffed' end`),
  staffedFrom: expr(staffedFromLabel),
  timeToStaff: r('time_to_staff_days'),
  unstaffedDays: r('unstaffed_days'),
  targetDayRate: r('target_day_rate'),
  rateCurrency: r('rate_currency'),
  revenueAtRisk: r('revenue_at_risk'),
  created: utc('created_at'),
};

export const REPORT_COLUMNS: Record<ReportRecords, Record<string, ColumnSql>> = { contacts, companies, deals, jobs, applicants, demands };

const TABLES: Record<Exclude<ReportRecords, 'demands'>, string> = {
  contacts: 'contacts',
  companies: 'companies',
  deals: 'deals',
  jobs: 'jobs',
  applicants: 'applicants',
};

/** Deal fields read from the deal's stage (alias `s`). */
export const STAGE_REPORT_FIELDS: readonly string[] = ['stage', 'outcome', 'weightedValue', 'winProbability'];

/**
 * The FROM of each record type (alias `r`); funnel leads join their column only for the fields of
 * STAGE_REPORT_FIELDS; demands are their staffing figures as of today (UTC).
 */
export async function reportFrom(db: Kysely<Database>, records: ReportRecords, needsStage: boolean) {
  if (records === 'demands') return sql`${await demandStaffingSource(db, todayUtc())} as r`;
  const from = sql`${sql.table(TABLES[records])} as r`;
  return records === 'deals' && needsStage ? sql`${from} join pipeline_stages as s on s.id = r.stage_id` : from;
}
