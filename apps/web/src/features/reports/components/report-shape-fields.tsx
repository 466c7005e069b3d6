import {
  REPORT_FIELDS,
  REPORT_RECORD_LABELS,
  REPORT_RECORDS,
  reportField,
  reportFieldNames,
  type ReportField,
  type ReportRecords,
} from '@keel/shared/report-catalogue';
import { DATE_BUCKETS, type DateBucket, type MeasureFn, REPORT_VIEW_LABELS, REPORT_VIEWS, type ReportView } from '@keel/shared/reports';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { type ReportDraft, withRecords } from './report-draft';

const BUCKET_LABELS: Record<DateBucket, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Records, grouping, measure and view of the builder: native selects, each labelled. */
export function ReportShapeFields({
  draft,
  onChange,
  hideView = false,
  hideGroup = false,
}: {
  draft: ReportDraft;
  onChange: (draft: ReportDraft) => void;
  hideView?: boolean;
  hideGroup?: boolean;
}) {
  const fields = REPORT_FIELDS[draft.records] as Record<string, ReportField>;
  const groupable = Object.entries(fields).filter(([, f]) => f.type !== 'number');
  const numbers = reportFieldNames(draft.records, 'number');
  const groupType = draft.groupField ? reportField(draft.records, draft.groupField)?.type : undefined;
  const set = (change: Partial<ReportDraft>) => onChange({ ...draft, ...change });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id="report-records" label="Records">
        <Select
          value={draft.records}
          onChange={(e) => onChange(withRecords(draft, e.target.value as ReportRecords))}
          options={REPORT_RECORDS.map((r) => ({ value: r, label: REPORT_RECORD_LABELS[r] }))}
        />
      </Field>
      {hideGroup ? null : (
        <Field id="report-group" label="Group by">
          <Select
            value={draft.groupField}
            onChange={(e) => set({ groupField: e.target.value })}
            options={[{ value: '', label: 'No grouping' }, ...groupable.map(([value, f]) => ({ value, label: f.label }))]}
          />
        </Field>
      )}
      {groupType === 'date' ? (
        <Field id="report-bucket" label="Period">
          <Select
            value={draft.bucket}
            onChange={(e) => set({ bucket: e.target.value as DateBucket })}
            options={DATE_BUCKETS.map((b) => ({ value: b, label: BUCKET_LABELS[b] }))}
          />
        </Field>
      ) : null}
      <Field id="report-measure" label="Measure">
        <Select
          value={draft.measureFn}
          onChange={(e) => set({ measureFn: e.target.value as MeasureFn, measureField: draft.measureField || (numbers[0] ?? '') })}
          options={[
            { value: 'count', label: 'Count of records' },
            ...(numbers.length > 0
              ? [
                  { value: 'sum', label: 'Sum' },
                  { value: 'avg', label: 'Average' },
                  { value: 'median', label: 'Median' },
                ]
              : []),
          ]}
        />
      </Field>
      {draft.measureFn !== 'count' && numbers.length > 0 ? (
        <Field id="report-measure-field" label="Of field">
          <Select
            value={draft.measureField || numbers[0]}
            onChange={(e) => set({ measureField: e.target.value })}
            options={numbers.map((n) => ({ value: n, label: fields[n].label }))}
          />
        </Field>
      ) : null}
      {hideView ? null : (
        <Field id="report-view" label="View">
          <Select
            value={draft.view}
            onChange={(e) => set({ view: e.target.value as ReportView })}
            options={REPORT_VIEWS.map((v) => ({ value: v, label: REPORT_VIEW_LABELS[v] }))}
          />
        </Field>
      )}
    </div>
  );
}
