import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_NAME_REQUIRED, type CompanyInput, SECTOR_NONE, SECTORS } from '@keel/shared/companies';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import { CompanyFormSchema, type CompanyFormInput, type CompanyFormOutput } from './company-form-schema';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

const sectorOptions = [{ value: SECTOR_NONE, label: 'None' }, ...SECTORS.map((s) => ({ value: s, label: s }))];

interface CompanyFormProps {
  /** The company being edited, left out of the duplicate check. */
  recordId?: string;
  defaultValues: CompanyFormInput;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: CompanyInput) => Promise<void>;
  onCancel: () => void;
  /** Read-only details shown under the fields (created / updated when editing). */
  footer?: ReactNode;
  /** The latest saved values to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: CompanyFormInput;
}

/** Add / edit a company (docs/product/crm.md#companies, docs/product/validation.md#company): name required; url, email and number fields typed. */
export function CompanyForm({ recordId, defaultValues, submitLabel, busyLabel, onSubmit, onCancel, footer, rebase }: CompanyFormProps) {
  const resolver = zodResolver(CompanyFormSchema) as unknown as Resolver<CompanyFormInput, unknown, CompanyFormOutput>;
  const { register, handleSubmit, setError, control, formState, reset } = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver,
    defaultValues,
  });
  useRebase(reset, rebase);
  const { errors, isSubmitting } = formState;
  useUnsavedChangesPrompt(formState.isDirty && !isSubmitting);

  const duplicates = useDuplicateWarning('companies');
  const submit = handleSubmit(
    async (values) => {
      const probe = { excludeId: recordId, name: values.name, website: values.website || undefined, email: values.email || undefined };
      if (!(await duplicates.clear(probe))) return;
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<CompanyFormInput>, { message });
        }
      }
    },
    (invalid) => {
      if (invalid.name) toast({ title: 'Validation Error', description: COMPANY_NAME_REQUIRED, variant: 'destructive' });
    },
  );

  const text = (name: FieldPath<CompanyFormInput>, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <Field id={`company-${name}`} label={label} error={errors[name]?.message}>
      <Input type={type} {...extra} {...register(name)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={submitLabel === 'Create Company' ? 'New company' : 'Edit company'}>
      <FormSectionCard title="Company Details">
        {text('name', 'Company Name *', 'text', { 'aria-required': true })}
        <Controller
          control={control}
          name="sector"
          render={({ field, fieldState }) => (
            <Field id="company-sector" label="Sector" error={fieldState.error?.message}>
              <Select options={sectorOptions} {...field} />
            </Field>
          )}
        />
        {text('website', 'Website', 'url', { placeholder: 'https://example.com' })}
        {text('linkedin_url', 'LinkedIn URL', 'url', { placeholder: 'https://linkedin.com/company/…' })}
        {text('phone', 'Phone', 'tel')}
        {text('email', 'Email', 'email')}
        {text('number_of_employees', 'Number of Employees', 'number', { min: 0, step: 1, inputMode: 'numeric' })}
        {text('annual_revenue', 'Annual Revenue (USD)', 'number', { min: 0, step: '0.01', inputMode: 'decimal' })}
      </FormSectionCard>
      <FormSectionCard title="Address">
        {text('address', 'Address')}
        {text('address2', 'Address Line 2')}
        {text('city', 'City')}
        {text('state', 'State')}
        {text('zip_code', 'Zip Code')}
        {text('country', 'Country')}
      </FormSectionCard>
      <FormSectionCard title="Other">
        <Field id="company-tags" label="Tags" hint="Separate tags with commas." error={errors.tags?.message} className="sm:col-span-2">
          <Input {...register('tags')} />
        </Field>
        <Field id="company-description" label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={5} {...register('description')} />
        </Field>
        {footer}
      </FormSectionCard>
      {duplicates.warning}
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
