import { z } from 'zod';
import { KPI_METRICS, type WidgetType } from './dashboards';
import { INSIGHT_LIST_MAX, UPCOMING_DAYS_MAX } from './insights';
import { REPORT_FIELDS, VALUELESS_REPORT_OPS } from './report-catalogue';
import { MAX_REPORT_FILTERS, ReportDefinition, ReportFilter, ReportResult, type ReportView, StoredReportDefinition } from './reports';

/**
 * What 'Configure' may store in a widget (decision 0034): one strict schema per
 * widget type, so a field the type does not know is refused, not kept. The server checks every
 * configuration it stores; the widgets read only what passed.
 */

const Rows = z.number().int().min(1).max(INSIGHT_LIST_MAX);
/** A saved report pinned to (or chosen for) the widget: the widget shows what it answers now. */
export const PinnedReportConfig = z.strictObject({ reportId: z.string().min(1).max(100) });
/** A report built inside the widget's Configure dialog, kept in the widget alone. */
export const InlineReportConfig = z.strictObject({ definition: ReportDefinition });

/** The built-in figures each chart type had before Configure existed (decision 0007). */
export const CHART_METRICS = {
  barChart: 'dealsPerStage',
  pieChart: 'dealValuePerStage',
  lineChart: 'contactsAdded',
  funnelChart: 'stageConversion',
} as const;
export type ChartWidgetType = keyof typeof CHART_METRICS;
export const isChartWidget = (type: string): type is ChartWidgetType => Object.hasOwn(CHART_METRICS, type);

/** A chart's built-in figure; a chart may instead show a report (see widgetConfigSchema). */
const chartConfig = (type: ChartWidgetType) =>
  z.strictObject({ metric: z.literal(CHART_METRICS[type]), weeks: z.number().int().min(1).max(52).optional() });

/** The records table: which contact fields are its columns and which filters its rows meet. */
export const RECORDS_TABLE_RECORDS = 'contacts';
export type RecordsTableColumn = keyof (typeof REPORT_FIELDS)['contacts'];
export const RECORDS_TABLE_COLUMNS = Object.keys(REPORT_FIELDS.contacts) as [RecordsTableColumn, ...RecordsTableColumn[]];
export const DEFAULT_RECORDS_TABLE_COLUMNS: RecordsTableColumn[] = ['firstName', 'lastName', 'company', 'created'];

export const RecordsTableConfig = z
  .strictObject({
    source: z.literal(RECORDS_TABLE_RECORDS),
    rows: Rows,
    columns: z.array(z.enum(RECORDS_TABLE_COLUMNS)).min(1, 'Choose at least one column.').max(RECORDS_TABLE_COLUMNS.length).optional(),
    filters: z.array(ReportFilter).max(MAX_REPORT_FILTERS).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.columns && new Set(config.columns).size !== config.columns.length)
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'A column is chosen twice.' });
    // The filters are report filters over contacts: the report definition checks them.
    const checked = ReportDefinition.safeParse({ records: RECORDS_TABLE_RECORDS, filters: config.filters ?? [] });
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  // As in a report, a valueless operator keeps no value.
  .transform((config) =>
    config.filters
      ? { ...config, filters: config.filters.map((f) => (VALUELESS_REPORT_OPS.includes(f.op) ? { ...f, value: '' } : f)) }
      : config,
  );
export type RecordsTableConfig = z.output<typeof RecordsTableConfig>;

const KpiMetricSchema = z.enum(Object.keys(KPI_METRICS) as [keyof typeof KPI_METRICS, ...(keyof typeof KPI_METRICS)[]]);

/** The ranges a reminders list offers (it accepts any up to UPCOMING_DAYS_MAX, as stored before). */
export const REMINDER_RANGES = [7, 14, 30] as const;
/** How many items a list widget shows, as Configure offers them. */
export const LIST_SIZES = [5, 10, 20] as const;

export const WIDGET_CONFIG_SCHEMAS = {
  userRecordsTable: RecordsTableConfig,
  activeForms: z.strictObject({ rows: Rows }),
  meetingNotes: z.strictObject({ rows: Rows }),
  nextContactTracker: z.strictObject({ rows: Rows }),
  barChart: chartConfig('barChart'),
  pieChart: chartConfig('pieChart'),
  lineChart: chartConfig('lineChart'),
  funnelChart: chartConfig('funnelChart'),
  kpiTile: z.strictObject({ metric: KpiMetricSchema }),
  remindersList: z.strictObject({ upcomingDays: z.number().int().min(1).max(UPCOMING_DAYS_MAX) }),
} as const satisfies Record<WidgetType, z.ZodType>;

/** Widget types that may show a report instead of their built-in figure. */
export const showsReports = (type: WidgetType) => isChartWidget(type) || type === 'kpiTile';

/**
 * The schema a configuration must pass: a chart or KPI tile naming a report (`reportId`) or holding
 * one (`definition`) is checked as such, so the message says what is wrong with it; otherwise the type's own.
 */
export function widgetConfigSchema(type: WidgetType, config: unknown): z.ZodType {
  if (showsReports(type) && typeof config === 'object' && config !== null) {
    if ('reportId' in config) return PinnedReportConfig;
    if ('definition' in config) return InlineReportConfig;
  }
  return WIDGET_CONFIG_SCHEMAS[type];
}

/** Body of PUT /api/dashboards/{id}/widgets/{widgetId}/config: checked against the widget's type on the server. */
export const ConfigureWidgetInput = z.strictObject({
  config: z.record(z.string(), z.unknown()),
  /** The title that follows the configuration (e.g. the report's name); the title stays when absent. */
  title: z.string().trim().min(1).max(100).optional(),
});
export type ConfigureWidgetInput = z.infer<typeof ConfigureWidgetInput>;

/** Body of POST /api/dashboards/{id}/pinned-reports. */
export const PinReportInput = z.strictObject({ reportId: z.string().min(1).max(100) });

/** The widget type a pinned report becomes, by its view (a table shows as a bar chart with its table). */
export const PINNED_WIDGET_TYPE: Record<ReportView, WidgetType> = {
  table: 'barChart',
  bar: 'barChart',
  line: 'lineChart',
  pie: 'pieChart',
  funnel: 'funnelChart',
  kpi: 'kpiTile',
};

/** The report a widget shows, when it shows one. */
export function widgetReportSource(config: Record<string, unknown>): { reportId: string } | { definition: unknown } | null {
  if (typeof config.reportId === 'string') return { reportId: config.reportId };
  if (config.definition && typeof config.definition === 'object') return { definition: config.definition };
  return null;
}

export const REPORT_UNAVAILABLE = 'This report was deleted or is no longer shared with you.';

/** GET /api/dashboards/{id}/widgets/{widgetId}/data: what a configured widget shows. */
export const WidgetData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('report'), name: z.string().nullable(), definition: StoredReportDefinition, result: ReportResult }),
  z.object({
    kind: z.literal('records'),
    columns: z.array(z.string()),
    rows: z.array(z.object({ id: z.string(), values: z.record(z.string(), z.string().nullable()) })),
  }),
  z.object({ kind: z.literal('unavailable'), message: z.string() }),
]);
export type WidgetData = z.infer<typeof WidgetData>;
