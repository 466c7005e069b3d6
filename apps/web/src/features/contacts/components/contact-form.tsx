import { zodResolver } from '@hookform/resolvers/zod';
import type { Contact, ContactInput } from '@keel/shared/contacts';
import { CONTACT_FIELDS, CONTACT_STATUSES } from '@keel/shared/contacts';
import { CONTACT_SECTIONS } from '@keel/shared/fields/contact-fields';
import { sectionFields } from '@keel/shared/fields/field-registry';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { RegistryInput } from '../../../components/records/registry-field';
import { Select } from '../../../components/ui/select';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import { type CompanyChoice, CompanyPicker } from './company-picker';
import {
  ContactFormSchema,
  contactToForm,
  type ContactFormInput,
  type ContactFormOutput,
  formToInput,
  newContactForm,
} from './contact-form-schema';
import { useSalesReps } from '../../../components/use-sales-reps';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

interface ContactFormProps {
  /** The contact to edit; none for a new one (staff 'Add New Contact', decision 0064). */
  contact?: Contact;
  onSubmit: (input: ContactInput) => Promise<void>;
  onCancel: () => void;
  /** The latest saved contact to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: Contact;
  /** More of the form after the contact's sections (a new contact's optional deal). */
  extra?: ReactNode;
  submitLabel?: string;
}

/** Edit Contact: every contact field of docs/product/records.md#contacts; First Name, Last Name and Primary Email required. */
export function ContactForm({ contact, onSubmit, onCancel, rebase, extra, submitLabel = 'Save Changes' }: ContactFormProps) {
  const team = useSalesReps();
  const [company, setCompany] = useState<CompanyChoice | null>(
    contact?.company_id ? { id: contact.company_id, name: contact.company_name ?? 'Unnamed company' } : null,
  );
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: contact ? contactToForm(contact) : newContactForm(),
  });
  const { register, handleSubmit, control, setError, formState, reset, getFieldState } = form;
  useRebase(
    reset,
    useMemo(() => (rebase ? contactToForm(rebase) : undefined), [rebase]),
  );
  // The picker shows the rebased company too, unless the user chose another one.
  const [rebasedOn, setRebasedOn] = useState(rebase);
  const [pickerKey, setPickerKey] = useState(0);
  if (rebase !== rebasedOn) {
    setRebasedOn(rebase);
    if (rebase && !getFieldState('company_id').isDirty) {
      setCompany(rebase.company_id ? { id: rebase.company_id, name: rebase.company_name ?? 'Unnamed company' } : null);
      setPickerKey((key) => key + 1); // the picker's text starts from its value
    }
  }
  const { errors, isSubmitting } = formState;
  useUnsavedChangesPrompt(formState.isDirty && !isSubmitting);

  const duplicates = useDuplicateWarning('contacts');
  const submit = handleSubmit(async (values) => {
    const probe = {
      excludeId: contact?.id,
      email: values.email,
      firstName: values.first_name,
      lastName: values.last_name,
      companyId: values.company_id || undefined,
    };
    if (!(await duplicates.clear(probe))) return;
    try {
      await onSubmit(formToInput(values));
    } catch (error) {
      // The server's per-field messages land on their fields.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<ContactFormInput>, { message });
      }
    }
  });

  const reps = [{ value: '', label: 'Unassigned' }, ...(team.data ?? []).map((m) => ({ value: m.id, label: m.fullName }))];

  /** The fields with a control of their own (a picker, a choice); every other field is drawn from the registry. */
  const controls: Record<string, () => ReactNode> = {
    company_id: () => (
      <Controller
        control={control}
        name="company_id"
        render={({ field, fieldState }) => (
          <Field id="contact-company" label="Company" error={fieldState.error?.message}>
            <CompanyPicker
              key={pickerKey}
              id="contact-company"
              value={company}
              onChange={(choice) => {
                setCompany(choice);
                field.onChange(choice?.id ?? '');
              }}
            />
          </Field>
        )}
      />
    ),
    // Controlled, so the stored choice shows even when the options arrive later.
    is_inquiry: () => (
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Field id="contact-status" label="Status">
            <Select options={CONTACT_STATUSES.map((s) => ({ value: s, label: s }))} {...field} />
          </Field>
        )}
      />
    ),
    assigned_sales_rep_id: () => (
      <Controller
        control={control}
        name="assigned_sales_rep_id"
        render={({ field, fieldState }) => (
          <Field
            id="contact-rep"
            label="Assigned Sales Rep"
            error={fieldState.error?.message}
            hint={team.isPending ? 'Loading the team…' : undefined}
          >
            <Select options={reps} {...field} value={field.value ?? ''} />
          </Field>
        )}
      />
    ),
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={contact ? 'Edit contact' : 'New contact'}>
      {CONTACT_SECTIONS.map((section) => (
        <FormSectionCard key={section} title={section}>
          {sectionFields(CONTACT_FIELDS, section, 'form').map((f) => (
            <Fragment key={f.column}>
              {controls[f.column]?.() ?? (
                <RegistryInput
                  field={f}
                  id={`contact-${f.column}`}
                  registration={register(f.column as FieldPath<ContactFormInput>)}
                  error={errors[f.column as keyof typeof errors]?.message as string | undefined}
                />
              )}
            </Fragment>
          ))}
        </FormSectionCard>
      ))}
      {extra}
      {duplicates.warning}
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel="Saving..." />
    </form>
  );
}
