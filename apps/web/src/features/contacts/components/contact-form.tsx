import { zodResolver } from '@hookform/resolvers/zod';
import type { Contact, ContactInput } from '@keel/shared/contacts';
import { CONTACT_STATUSES } from '@keel/shared/contacts';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import { type CompanyChoice, CompanyPicker } from './company-picker';
import { ContactFormSchema, contactToForm, type ContactFormInput, type ContactFormOutput, formToInput } from './contact-form-schema';
import { useSalesReps } from '../../../components/use-sales-reps';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

interface ContactFormProps {
  contact: Contact;
  onSubmit: (input: ContactInput) => Promise<void>;
  onCancel: () => void;
  /** The latest saved contact to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: Contact;
}

/** Edit Contact: every contact field of docs/product/records.md#contacts; First Name, Last Name and Primary Email required. */
export function ContactForm({ contact, onSubmit, onCancel, rebase }: ContactFormProps) {
  const team = useSalesReps();
  const [company, setCompany] = useState<CompanyChoice | null>(contact.company_id ? { id: contact.company_id, name: contact.company_name ?? 'Unnamed company' } : null);
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({ resolver: zodResolver(ContactFormSchema), defaultValues: contactToForm(contact) });
  const { register, handleSubmit, control, setError, formState, reset, getFieldState } = form;
  useRebase(reset, useMemo(() => (rebase ? contactToForm(rebase) : undefined), [rebase]));
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
    const probe = { excludeId: contact.id, email: values.email, firstName: values.first_name, lastName: values.last_name, companyId: values.company_id || undefined };
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

  const text = (name: FieldPath<ContactFormInput>, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <Field id={`contact-${name}`} label={label} error={errors[name as keyof typeof errors]?.message as string | undefined}>
      <Input type={type} {...extra} {...register(name)} />
    </Field>
  );

  const reps = [{ value: '', label: 'Unassigned' }, ...(team.data ?? []).map((m) => ({ value: m.id, label: m.fullName }))];

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Edit contact">
      <FormSectionCard title="Contact Information">
        {text('first_name', 'First Name *', 'text', { autoComplete: 'off', 'aria-required': true })}
        {text('last_name', 'Last Name *', 'text', { autoComplete: 'off', 'aria-required': true })}
        {text('email', 'Primary Email *', 'email', { 'aria-required': true })}
        {text('phone', 'Phone', 'tel')}
        {text('mobile_phone', 'Mobile Phone', 'tel')}
        {text('work_email', 'Work Email', 'email')}
        {text('home_email', 'Home Email', 'email')}
        {text('home_phone', 'Home Phone', 'tel')}
      </FormSectionCard>
      <FormSectionCard title="Company & Role">
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
        {text('job_title', 'Job Title')}
        {/* Controlled, so the stored choice shows even when the options arrive later. */}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field id="contact-status" label="Status">
              <Select options={CONTACT_STATUSES.map((s) => ({ value: s, label: s }))} {...field} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="assigned_sales_rep_id"
          render={({ field, fieldState }) => (
            <Field id="contact-rep" label="Assigned Sales Rep" error={fieldState.error?.message} hint={team.isPending ? 'Loading the team…' : undefined}>
              <Select options={reps} {...field} value={field.value ?? ''} />
            </Field>
          )}
        />
        {text('last_contact_date', 'Last Contact Date', 'date')}
      </FormSectionCard>
      <FormSectionCard title="Address Information">
        {text('address', 'Address')}
        {text('address2', 'Address Line 2')}
        {text('city', 'City')}
        {text('state', 'State')}
        {text('zip_code', 'Zip Code')}
        {text('country', 'Country')}
      </FormSectionCard>
      <FormSectionCard title="Social & Other">
        {text('linkedin_profile', 'LinkedIn Profile', 'url', { placeholder: 'https://linkedin.com/in/…' })}
        {text('instagram_profile', 'Instagram Profile', 'url', { placeholder: 'https://instagram.com/…' })}
        {text('instant_message_handles', 'Instant Message Handles')}
        {text('birthday', 'Birthday', 'date')}
        <Field id="contact-tags" label="Tags" hint="Separate tags with commas." error={errors.tags?.message} className="sm:col-span-2">
          <Input {...register('tags')} />
        </Field>
        <Field id="contact-description" label="Description / Notes" error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={5} {...register('description')} />
        </Field>
      </FormSectionCard>
      {duplicates.warning}
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel="Save Changes" busyLabel="Saving..." />
    </form>
  );
}
