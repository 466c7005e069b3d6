import { z } from 'zod';
import { DashboardName, DEFAULT_WIDGET_CONFIG, isWidgetType, Layout, Widget } from './dashboards';
import { reportField, REPORT_RECORDS, type ReportRecords, VALUELESS_REPORT_OPS } from './report-catalogue';
import { RECORDS_TABLE_RECORDS, widgetConfigSchema } from './widget-config';

/**
 * Dashboard templates (decision 0035): a dashboard's layout and widget
 * configurations, without personal data, kept under a name. A template is its owner's until an
 * admin publishes it to the whole team; 'New Dashboard' can start from any template the user sees.
 */

export const SaveTemplateInput = z.object({ name: DashboardName });
export type SaveTemplateInput = z.infer<typeof SaveTemplateInput>;

export const PublishTemplateInput = z.object({ isPublished: z.boolean() });
export type PublishTemplateInput = z.infer<typeof PublishTemplateInput>;

export const DashboardTemplate = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  isPublished: z.boolean(),
  layout: Layout,
  widgets: z.record(z.string(), Widget),
  createdAt: z.string(),
  /** The caller may delete it (its owner, or an admin). */
  canDelete: z.boolean(),
});
export type DashboardTemplate = z.infer<typeof DashboardTemplate>;

export const TEMPLATE_NOT_FOUND = 'Template not found.';

/** Widget config keys that name people or records, or hold what someone wrote: never kept in a template. */
const PERSONAL_KEY =
  /(^|[a-z_])(ids?|names?|emails?|notes?|owners?|assignees?|users?|persons?|people|contacts?|records?|phones?|comments?|body|text|values?)$/i;
/** A config value that is a setting ('contacts', 'openDeals', 'month'), not something a person typed. */
const SETTING = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;
const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * A widget config as a template keeps it: numbers, true/false and setting names (nested too);
 * record ids, e-mail addresses, free text and keys about people or records are left out.
 */
export function impersonalConfig(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return SETTING.test(value) && !RECORD_ID.test(value) ? value : undefined;
  if (Array.isArray(value)) {
    const kept = value.map(impersonalConfig).filter((v) => v !== undefined);
    return kept.length === value.length ? kept : kept.length > 0 ? kept : undefined;
  }
  if (value && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (PERSONAL_KEY.test(key)) continue;
      const clean = impersonalConfig(inner);
      if (clean !== undefined) kept[key] = clean;
    }
    return kept;
  }
  return undefined;
}

/** Pick lists whose values are settings of the CRM (a stage, a lost reason), not people. */
const SETTING_PICK_LISTS: readonly string[] = ['stages', 'lostReasons'];

/**
 * Whether a report filter's value may travel in a template (decision 0062): no value at all, a
 * number of days, a date or a number, or a value of a fixed set or of the CRM's own lists (a stage,
 * a lost reason). Free text (a name, an e-mail, a company) and a sales rep's name are personal.
 */
export function impersonalFilter(records: string, filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return false;
  const { field, op } = filter as { field?: unknown; op?: unknown };
  if (typeof field !== 'string' || typeof op !== 'string') return false;
  if (VALUELESS_REPORT_OPS.includes(op as never) || op === 'lastDays') return true;
  if (!(REPORT_RECORDS as readonly string[]).includes(records)) return false;
  const def = reportField(records as ReportRecords, field);
  if (!def) return false;
  return def.type !== 'text' || def.options !== undefined || (def.pickList !== undefined && SETTING_PICK_LISTS.includes(def.pickList));
}

/** The filters a template keeps: the impersonal ones, whole (field, operator and value). */
const keptFilters = (records: string, filters: unknown) =>
  Array.isArray(filters) ? filters.filter((f) => impersonalFilter(records, f)) : filters;

/**
 * The config a template keeps for a widget (decision 0062, amending 0035): the same figure as the
 * source's, without personal data. A report kept in the widget keeps its definition, minus the
 * filters whose value is personal (see impersonalFilter); a records table likewise; every other
 * setting passes impersonalConfig. A pinned report is turned into its definition by the server
 * before it comes here. A config that is still not valid for its type becomes the type's default.
 */
export function templateConfig(type: string, config: unknown): Record<string, unknown> {
  const source = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  let candidate: Record<string, unknown>;
  if (source.definition && typeof source.definition === 'object') {
    const definition = source.definition as Record<string, unknown>;
    candidate = { definition: { ...definition, filters: keptFilters(String(definition.records), definition.filters ?? []) } };
  } else {
    candidate = (impersonalConfig(source) ?? {}) as Record<string, unknown>;
    delete candidate.filters;
    const filters = type === 'userRecordsTable' ? keptFilters(RECORDS_TABLE_RECORDS, source.filters) : undefined;
    if (Array.isArray(filters) && filters.length > 0) candidate.filters = filters;
  }
  if (!isWidgetType(type)) return candidate;
  return widgetConfigSchema(type, candidate).safeParse(candidate).success ? candidate : { ...DEFAULT_WIDGET_CONFIG[type] };
}
