import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_FIELDS, COMPANY_NAME_REQUIRED, type CompanyInput } from '@keel/shared/companies';
import { COMPANY_SECTIONS } from '@keel/shared/fields/company-fields';
import { sectionFields } from '@keel/shared/fields/field-registry';
import type { ReactNode } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { RegistryInput } from '../../../components/records/registry-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { toast } from '../../../components/ui/use-toast';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import { CompanyFormSchema, type CompanyFormInput, type CompanyFormOutput } from './company-form-schema';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

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

/**
 * Add / edit a company (docs/product/crm.md#companies, docs/product/validation.md#company): name required; url, email and number
 * fields typed. The fields, their sections and order come from the company registry (decision 0104).
 */
export function CompanyForm({ recordId, defaultValues, submitLabel, busyLabel, onSubmit, onCancel, footer, rebase }: CompanyFormProps) {
  const resolver = zodResolver(CompanyFormSchema) as unknown as Resolver<CompanyFormInput, unknown, CompanyFormOutput>;
  const { register, handleSubmit, setError, formState, reset } = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
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

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={submitLabel === 'Create Company' ? 'New company' : 'Edit company'}>
      {COMPANY_SECTIONS.map((section) => (
        <FormSectionCard key={section} title={section}>
          {sectionFields(COMPANY_FIELDS, section, 'form').map((f) => (
            <RegistryInput
              key={f.column}
              field={f}
              id={`company-${f.column}`}
              registration={register(f.column as FieldPath<CompanyFormInput>)}
              error={errors[f.column as keyof typeof errors]?.message as string | undefined}
            />
          ))}
          {section === 'Other' && footer}
        </FormSectionCard>
      ))}
      {duplicates.warning}
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
