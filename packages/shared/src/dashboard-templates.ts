import { z } from 'zod';
import { DashboardName, DEFAULT_WIDGET_CONFIG, isWidgetType, Layout, Widget } from './dashboards';
import { widgetConfigSchema } from './widget-config';

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

/**
 * The config a template keeps for a widget: impersonal, and still valid for the widget's type
 * (widget configs are checked strictly, decision 0034). A config that lost a value it needs (a
 * filter's value, a pinned report's id) is kept without its filters, else as the type's default.
 */
export function templateConfig(type: string, config: unknown): Record<string, unknown> {
  const cleaned = (impersonalConfig(config) ?? {}) as Record<string, unknown>;
  if (!isWidgetType(type)) return cleaned;
  const { filters: _filters, ...unfiltered } = cleaned;
  for (const candidate of [cleaned, unfiltered]) if (widgetConfigSchema(type, candidate).safeParse(candidate).success) return candidate;
  return { ...DEFAULT_WIDGET_CONFIG[type] };
}
