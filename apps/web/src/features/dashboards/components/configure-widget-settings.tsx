import { KPI_METRICS, type KpiMetric } from '@keel/shared/dashboards';
import { REPORT_FIELDS } from '@keel/shared/report-catalogue';
import type { SavedReport } from '@keel/shared/reports';
import { LIST_SIZES, RECORDS_TABLE_COLUMNS, REMINDER_RANGES } from '@keel/shared/widget-config';
import type { UseQueryResult } from '@tanstack/react-query';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useReportKit } from '../report-kit';
import type { ConfigState, ReportMode } from './widget-config-state';

type Of<K extends ConfigState['kind']> = Extract<ConfigState, { kind: K }>;
const choices = (values: readonly number[], current: number) => [...new Set([...values, current])].sort((a, b) => a - b);

const MODES: Record<ReportMode, { chart: string; kpi: string }> = {
  builtin: { chart: 'Its built-in figure', kpi: 'A built-in count' },
  saved: { chart: 'A saved report', kpi: 'A saved report' },
  inline: { chart: 'A report built here', kpi: 'My own count, sum or average' },
};

/** A chart's or KPI tile's source: its built-in figure, a saved report, or a report built here. */
export function ReportSettings({
  state,
  onChange,
  reports,
}: {
  state: Of<'report'>;
  onChange: (s: ConfigState) => void;
  reports: UseQueryResult<SavedReport[]>;
}) {
  const kit = useReportKit();
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Show</legend>
        {(Object.keys(MODES) as ReportMode[]).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="widget-source"
              className="h-4 w-4"
              checked={state.mode === mode}
              onChange={() => onChange({ ...state, mode })}
            />
            {MODES[mode][state.kpi ? 'kpi' : 'chart']}
          </label>
        ))}
      </fieldset>
      {state.mode === 'builtin' && state.kpi ? (
        <Field id="widget-config-metric" label="Count">
          <Select
            value={state.metric}
            onChange={(e) => onChange({ ...state, metric: e.target.value as KpiMetric })}
            options={Object.entries(KPI_METRICS).map(([value, label]) => ({ value, label }))}
          />
        </Field>
      ) : null}
      {state.mode === 'saved' ? (
        reports.isPending ? (
          <p className="text-sm text-slate-600">Loading saved reports...</p>
        ) : (reports.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No saved reports yet. Admins build them under Saved Reports.</p>
        ) : (
          <Field id="widget-config-report" label="Saved report">
            <Select
              value={state.reportId}
              onChange={(e) => onChange({ ...state, reportId: e.target.value })}
              options={[
                { value: '', label: 'Choose a report…' },
                ...(reports.data ?? []).map((r) => ({ value: r.id, label: r.shared ? r.name : `${r.name} (private)` })),
              ]}
            />
          </Field>
        )
      ) : null}
      {state.mode === 'inline' ? (
        <kit.DefinitionFields definition={state.definition} kpi={state.kpi} onChange={(definition) => onChange({ ...state, definition })} />
      ) : null}
    </div>
  );
}

const CONTACT_FIELDS = REPORT_FIELDS.contacts as Record<string, { label: string }>;

/** The records table's columns (in catalogue order), its number of rows and its filters. */
export function RecordsTableSettings({ state, onChange }: { state: Of<'table'>; onChange: (s: ConfigState) => void }) {
  const kit = useReportKit();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Columns</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
          {RECORDS_TABLE_COLUMNS.map((column) => (
            <label key={column} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={state.columns.includes(column)}
                onChange={(e) =>
                  onChange({
                    ...state,
                    columns: RECORDS_TABLE_COLUMNS.filter((c) => (c === column ? e.target.checked : state.columns.includes(c))),
                  })
                }
              />
              {CONTACT_FIELDS[column].label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="widget-config-rows" label="Rows shown">
        <Select
          value={String(state.rows)}
          onChange={(e) => onChange({ ...state, rows: Number(e.target.value) })}
          options={choices(LIST_SIZES, state.rows).map((n) => ({ value: String(n), label: `${n} newest contacts` }))}
        />
      </Field>
      <kit.ContactFilters filters={state.filters} onChange={(filters) => onChange({ ...state, filters })} />
    </div>
  );
}

/** A list's range: the days a reminders list looks ahead, or how many items another list shows. */
export function ListSettings({ state, onChange }: { state: Of<'list'>; onChange: (s: ConfigState) => void }) {
  const reminders = state.key === 'upcomingDays';
  return (
    <Field id="widget-config-range" label={reminders ? 'Range' : 'Items shown'}>
      <Select
        value={String(state.value)}
        onChange={(e) => onChange({ ...state, value: Number(e.target.value) })}
        options={choices(reminders ? REMINDER_RANGES : LIST_SIZES, state.value).map((n) => ({
          value: String(n),
          label: reminders ? `Next ${n} days` : `${n} items`,
        }))}
      />
    </Field>
  );
}
