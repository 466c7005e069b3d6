import type { ReactNode } from 'react';

/** One titled group of the inquiry form: a fieldset, so its legend names every field in it. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {/* float + w-full lets the legend lay out like a heading inside the card. */}
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      {description ? <p className="clear-left pt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="clear-left grid gap-5 pt-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A label with the required marker (the control itself carries aria-required). */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden className="ml-0.5 text-red-700">
        *
      </span>
    </>
  );
}

/** Select options with an empty first choice. */
export function choices(values: readonly string[], placeholder = 'Select...') {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
}
