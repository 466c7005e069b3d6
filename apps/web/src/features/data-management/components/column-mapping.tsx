import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { DataKind } from '@keel/shared/data-management';

const NOT_IMPORTED = '';

/**
 * The column mapping step (decision 0027): each column of the file with the field it goes into,
 * matched automatically and changeable, or 'Do not import'. A field can be chosen for one column only.
 */
export function ColumnMapping({
  kind,
  headers,
  columns,
  onChange,
}: {
  kind: DataKind;
  headers: string[];
  columns: (string | null)[];
  onChange: (columns: (string | null)[]) => void;
}) {
  const { fields } = DATA_KIND_INFO[kind];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Column mapping</legend>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Column mapping">
        {headers.map((header, i) => {
          const id = `column-mapping-${i}`;
          return (
            <li key={`${header}-${i}`} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <label htmlFor={id} className="min-w-0 flex-1 truncate font-medium text-slate-800" title={header}>
                {header || '(blank)'}
              </label>
              <select
                id={id}
                className="min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent-600"
                value={columns[i] ?? NOT_IMPORTED}
                onChange={(e) => {
                  const field = e.target.value || null;
                  // A field goes into one column only: choosing it here frees it elsewhere.
                  onChange(columns.map((c, j) => (j === i ? field : c === field ? null : c)));
                }}
              >
                <option value={NOT_IMPORTED}>Do not import</option>
                {fields.map((field) => (
                  <option key={field} value={field}>
                    {field}
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
