import { CHOICE_NONE, type FieldDefinition, type FieldKind } from '@keel/shared/fields/field-registry';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { mailLink, phoneLink, RecordField, webLink } from './record-field';

/**
 * A registry field (decision 0043) as a form control or a details item, by its kind: what a record's
 * form and page show for every plain field, so a field added to the registry shows up in both.
 */

const INPUT_TYPE: Partial<Record<FieldKind, string>> = {
  email: 'email',
  url: 'url',
  phone: 'tel',
  date: 'date',
  number: 'number',
  integer: 'number',
};

interface RegistryInputProps {
  field: FieldDefinition;
  /** The control's id (labels are tied to it). */
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The labelled control of a plain field: a required one is marked '*'. */
export function RegistryInput({ field, id, registration, error }: RegistryInputProps) {
  const label = field.required ? `${field.label} *` : field.label;
  if (field.kind === 'longText') {
    return (
      <Field id={id} label={label} error={error} className="sm:col-span-2">
        <Textarea rows={5} {...registration} />
      </Field>
    );
  }
  if (field.kind === 'tags') {
    return (
      <Field id={id} label={label} hint="Separate tags with commas." error={error} className="sm:col-span-2">
        <Input {...registration} />
      </Field>
    );
  }
  if (field.kind === 'enum') {
    const options = [
      // An optional choice's none is the registry's none choice (it clears the field, decision 0043).
      ...(field.required ? [] : [{ value: CHOICE_NONE, label: 'None' }]),
      ...(field.options ?? []).map((o) => ({ value: o, label: o })),
    ];
    return (
      <Field id={id} label={label} error={error}>
        <Select options={options} {...registration} />
      </Field>
    );
  }
  if (field.kind === 'boolean') {
    return (
      <Field id={id} label={label} error={error}>
        <input type="checkbox" {...registration} />
      </Field>
    );
  }
  const extra = {
    ...(field.required ? { 'aria-required': true } : {}),
    ...(field.autocomplete ? { autoComplete: field.autocomplete } : {}),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.kind === 'integer' ? { step: 1, inputMode: 'numeric' as const } : {}),
    ...(field.kind === 'number' ? { step: '0.01', inputMode: 'decimal' as const } : {}),
  };
  return (
    <Field id={id} label={label} error={error}>
      <Input type={INPUT_TYPE[field.kind] ?? 'text'} {...extra} {...registration} />
    </Field>
  );
}

/** A plain field's value as a record page shows it. */
export function registryValue(field: FieldDefinition, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'email':
      return mailLink(String(value));
    case 'phone':
      return phoneLink(String(value));
    case 'url':
      return webLink(String(value));
    case 'date':
      return formatDate(String(value));
    case 'timestamp':
      return formatDateTime(String(value));
    case 'tags':
      return (value as string[]).join(', ');
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'longText':
      return <span className="whitespace-pre-line">{String(value)}</span>;
    default:
      return String(value);
  }
}

/** A plain field's item of a record page's details. */
export function RegistryDetail({ field, value }: { field: FieldDefinition; value: unknown }) {
  return (
    <RecordField label={field.label} wide={field.kind === 'longText'}>
      {registryValue(field, value)}
    </RecordField>
  );
}
