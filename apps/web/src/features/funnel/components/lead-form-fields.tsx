import type { LeadInputValues } from '@keel/shared/funnel-lead';
import type { ComponentProps, ReactNode } from 'react';
import { get, type Path, useController, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';

type FieldName = Path<LeadInputValues>;

/** The element id of a lead field ('address.city' → 'lead-address-city'). */
export const leadFieldId = (name: string) => `lead-${name.replaceAll('.', '-')}`;

function useFieldError(name: FieldName): string | undefined {
  const { formState } = useFormContext<LeadInputValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

interface BaseProps {
  name: FieldName;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function TextField({ name, label, hint, className, ...input }: BaseProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext<LeadInputValues>();
  return (
    <Field id={leadFieldId(name)} label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Input {...input} {...register(name)} />
    </Field>
  );
}

/** A controlled select: the value is always one of its options, set by React rather than by the DOM. */
export function SelectField({ name, label, hint, className, options }: BaseProps & { options: readonly SelectOption[] }) {
  const {
    field: { ref: selectRef, value, onChange, onBlur },
  } = useController<LeadInputValues>({ name });
  return (
    <Field id={leadFieldId(name)} label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Select options={options} name={name} ref={selectRef} onBlur={onBlur} onChange={onChange} value={String(value ?? '')} />
    </Field>
  );
}

export function TextAreaField({ name, label, hint, className, rows = 3 }: BaseProps & { rows?: number }) {
  const { register } = useFormContext<LeadInputValues>();
  return (
    <Field id={leadFieldId(name)} label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Textarea rows={rows} {...register(name)} />
    </Field>
  );
}

/** A titled group of fields in a responsive two-column grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export const optionsOf = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
