import { DEFAULT_WIDGET_CONFIG, KPI_METRICS, type KpiMetric, type Widget } from '@keel/shared/dashboards';
import { REPORT_RECORD_LABELS } from '@keel/shared/report-catalogue';
import type { ReportDefinition, ReportFilter, SavedReport } from '@keel/shared/reports';
import { DEFAULT_RECORDS_TABLE_COLUMNS, type RecordsTableColumn, showsReports, widgetReportSource } from '@keel/shared/widget-config';

export type ReportMode = 'builtin' | 'saved' | 'inline';

/** What the Configure dialog edits, by the kind of widget. */
export type ConfigState =
  | {
      kind: 'report';
      kpi: boolean;
      mode: ReportMode;
      builtin: Record<string, unknown>;
      metric: KpiMetric;
      reportId: string;
      definition: ReportDefinition;
    }
  | { kind: 'table'; rows: number; columns: RecordsTableColumn[]; filters: ReportFilter[] }
  | { kind: 'list'; key: 'upcomingDays' | 'rows'; value: number };

const isKpiMetric = (value: unknown): value is KpiMetric => typeof value === 'string' && Object.hasOwn(KPI_METRICS, value);
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** A report to start building from: every funnel lead, counted. */
export const startingDefinition = (kpi: boolean): ReportDefinition => ({
  records: 'deals',
  filters: [],
  group: null,
  measure: { fn: 'count' },
  view: kpi ? 'kpi' : 'bar',
});

export function initialState(widget: Widget): ConfigState {
  const config = widget.config;
  if (widget.type === 'userRecordsTable') {
    return {
      kind: 'table',
      rows: num(config.rows, 8),
      columns: Array.isArray(config.columns) ? (config.columns as RecordsTableColumn[]) : DEFAULT_RECORDS_TABLE_COLUMNS,
      filters: Array.isArray(config.filters) ? (config.filters as ReportFilter[]) : [],
    };
  }
  if (widget.type === 'remindersList') return { kind: 'list', key: 'upcomingDays', value: num(config.upcomingDays, 14) };
  if (!showsReports(widget.type as never)) return { kind: 'list', key: 'rows', value: num(config.rows, 6) };
  const kpi = widget.type === 'kpiTile';
  const source = widgetReportSource(config);
  const defaults = (DEFAULT_WIDGET_CONFIG as Record<string, Record<string, unknown>>)[widget.type] ?? {};
  return {
    kind: 'report',
    kpi,
    mode: source === null ? 'builtin' : 'reportId' in source ? 'saved' : 'inline',
    // A stored config without its figure (older dashboards) falls back to the type's default one.
    builtin: source === null && typeof config.metric === 'string' ? config : defaults,
    metric: isKpiMetric(config.metric) ? config.metric : 'openDeals',
    reportId: typeof config.reportId === 'string' ? config.reportId : '',
    definition: source && 'definition' in source ? (source.definition as ReportDefinition) : startingDefinition(kpi),
  };
}

/** The config to save, or null while a saved report is still to be chosen. */
export function stateConfig(state: ConfigState): Record<string, unknown> | null {
  if (state.kind === 'table') return { source: 'contacts', rows: state.rows, columns: state.columns, filters: state.filters };
  if (state.kind === 'list') return { [state.key]: state.value };
  if (state.mode === 'saved') return state.reportId ? { reportId: state.reportId } : null;
  if (state.mode === 'inline') return { definition: state.definition };
  return state.kpi ? { metric: state.metric } : state.builtin;
}

/** The title that follows the configuration: the report's name, the measure, the range; else the current one. */
export function suggestedTitle(
  state: ConfigState,
  current: string,
  { reports, measureLabel }: { reports: SavedReport[]; measureLabel: (d: ReportDefinition) => string },
): string {
  if (state.kind === 'list') return state.key === 'upcomingDays' ? `Reminders: next ${state.value} days` : current;
  if (state.kind === 'table') return current;
  if (state.mode === 'saved') return reports.find((r) => r.id === state.reportId)?.name ?? current;
  if (state.mode === 'inline')
    return `${measureLabel(state.definition)} of ${REPORT_RECORD_LABELS[state.definition.records].toLowerCase()}`.slice(0, 100);
  return state.kpi ? KPI_METRICS[state.metric] : current;
}
