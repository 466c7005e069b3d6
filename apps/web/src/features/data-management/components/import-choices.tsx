import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { CompanyMode, DataKind } from '@keel/shared/data-management';
import type { DateOrder } from '@keel/shared/import-files/csv-values';
import type { TagMode, UpdateMode } from '@keel/shared/import-files/update-rules';

/** A group of radio buttons with a legend (the preview's questions). */
function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {options.map(([option, label]) => (
        <label key={option} className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-1 accent-accent-600"
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface ImportChoiceValues {
  dateOrder: DateOrder;
  update: UpdateMode;
  tags: TagMode;
  companies: CompanyMode;
}

export const DEFAULT_CHOICES: ImportChoiceValues = { dateOrder: 'mdy', update: 'fill', tags: 'add', companies: 'create' };

/**
 * The import's questions (decision 0056): what happens to a record the file matches (an empty cell
 * never erases a stored value), to its tags, to a company the file names that does not exist
 * (contacts and deals), and the order of the file's dates — asked only when its dates could be
 * read either way (03/04/2024).
 */
export function ImportChoices({
  kind,
  value,
  onChange,
  askDateOrder,
}: {
  kind: DataKind;
  value: ImportChoiceValues;
  onChange: (value: ImportChoiceValues) => void;
  askDateOrder: boolean;
}) {
  const { plural } = DATA_KIND_INFO[kind];
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <Choice
        name="update-mode"
        legend={`${plural[0].toUpperCase()}${plural.slice(1)} that already exist`}
        value={value.update}
        options={[
          ['fill', 'Fill empty fields only'],
          ['overwrite', "Overwrite with the file's non-empty values"],
        ]}
        onChange={(update) => onChange({ ...value, update })}
        hint="An empty cell never erases a stored value."
      />
      <Choice
        name="tag-mode"
        legend="Their tags"
        value={value.tags}
        options={[
          ['add', "Add the file's tags"],
          ['replace', "Replace with the file's tags"],
        ]}
        onChange={(tags) => onChange({ ...value, tags })}
      />
      {kind !== 'companies' ? (
        <Choice
          name="company-mode"
          legend="A company the file names that does not exist"
          value={value.companies}
          options={[
            ['create', 'Create it'],
            ['link', 'Leave it out (link existing companies only)'],
          ]}
          onChange={(companies) => onChange({ ...value, companies })}
        />
      ) : null}
      {askDateOrder ? (
        <Choice
          name="date-order"
          legend="Dates like 03/04/2024 in this file are"
          value={value.dateOrder}
          options={[
            ['mdy', 'Month first: March 4, 2024 (US)'],
            ['dmy', 'Day first: 3 April 2024'],
          ]}
          onChange={(dateOrder) => onChange({ ...value, dateOrder })}
        />
      ) : null}
    </div>
  );
}
