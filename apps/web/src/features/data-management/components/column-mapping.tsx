import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { DataKind } from '@keel/shared/data-management';

const NOT_IMPORTED = '';
/** A sample longer than this is cut (its whole text is in its title). */
const SAMPLE_CHARS = 60;

/**
 * The column mapping step (decision 0027): each column of the file with its whole header
 * and its first three values, and the field it goes into — named as Keel's forms name it —
 * matched automatically and changeable, or 'Do not import'. A field goes into one column only,
 * except the fields whose columns are joined (address lines, a middle name).
 */
export function ColumnMapping({
  kind,
  headers,
  samples,
  columns,
  onChange,
}: {
  kind: DataKind;
  headers: string[];
  samples: string[][];
  columns: (string | null)[];
  onChange: (columns: (string | null)[]) => void;
}) {
  const { fields, labels, headerNames } = DATA_KIND_INFO[kind];
  const joined = headerNames.joined ?? {};
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Column mapping</legend>
      <p className="text-xs text-slate-600">Each column of the file, its first values, and the field it is imported into.</p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Column mapping">
        {headers.map((header, i) => {
          const id = `column-mapping-${i}`;
          const values = samples[i] ?? [];
          return (
            <li
              key={`${header}-${i}`}
              className="grid min-w-0 gap-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-3"
            >
              <label htmlFor={id} className="min-w-0 font-medium break-words text-slate-800">
                {header.trim() || '(blank)'}
              </label>
              <p id={`${id}-samples`} className="min-w-0 text-xs break-words text-slate-600">
                <span className="sr-only">Sample values: </span>
                {values.length === 0 ? (
                  <span className="italic">empty</span>
                ) : (
                  values.map((value, v) => (
                    <span key={v} title={value} className="mr-1 inline-block rounded bg-slate-100 px-1.5 py-0.5">
                      {value.length > SAMPLE_CHARS ? `${value.slice(0, SAMPLE_CHARS)}…` : value}
                    </span>
                  ))
                )}
              </p>
              <select
                id={id}
                aria-describedby={`${id}-samples`}
                className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent-600"
                value={columns[i] ?? NOT_IMPORTED}
                onChange={(e) => {
                  const field = e.target.value || null;
                  // A field goes into one column only (unless its columns are joined): choosing it here frees it elsewhere.
                  const frees = field !== null && joined[field] === undefined;
                  onChange(columns.map((c, j) => (j === i ? field : frees && c === field ? null : c)));
                }}
              >
                <option value={NOT_IMPORTED}>Do not import</option>
                {fields.map((field) => (
                  <option key={field} value={field}>
                    {labels[field] ?? field}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
