import type { DateOrder } from '@keel/shared/import-files/csv-values';

/** A group of radio buttons with a legend (the preview's questions). */
function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
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
}

/**
 * The import's questions (issue 25): the order of the file's dates, asked only when its dates
 * could be read either way (03/04/2024).
 */
export function ImportChoices({
  value,
  onChange,
  askDateOrder,
}: {
  value: ImportChoiceValues;
  onChange: (value: ImportChoiceValues) => void;
  askDateOrder: boolean;
}) {
  if (!askDateOrder) return null;
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
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
    </div>
  );
}
