import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPES, JOB_REQUIRED_MESSAGE, JOB_STATUSES, type JobInput, MIN_OPENINGS } from '@keel/shared/jobs';
import type { ReactNode } from 'react';
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import { type JobFormInput, type JobFormOutput, JobFormSchema } from './job-form-schema';
import { JobFactsFields } from './job-facts-fields';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

const employmentTypeOptions = [{ value: '', label: 'Not specified' }, ...EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))];
const statusOptions = JOB_STATUSES.map((s) => ({ value: s, label: s }));
const REQUIRED_FIELDS = ['title', 'description', 'requirements'] as const;

interface JobFormProps {
  defaultValues: JobFormInput;
  /** 'Unassigned' plus the team members with role recruiter or admin. */
  recruiterOptions: readonly SelectOption[];
  submitLabel: 'Post Job' | 'Save Changes';
  busyLabel: string;
  /** True on edit: a date_posted left as it was is not sent (so its time of day is kept). */
  editing: boolean;
  onSubmit: (input: JobInput) => Promise<void>;
  onCancel: () => void;
  /** Read-only details under the fields (dates, when editing). */
  footer?: ReactNode;
  /** The latest saved values to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: JobFormInput;
}

/**
 * Post / edit a job (docs/product/recruitment.md#jobs form, docs/product/validation.md#job rules): title, description and requirements required.
 * Selects also get their defaultValue, so the first render already shows the chosen option.
 */
export function JobForm({
  defaultValues,
  recruiterOptions,
  submitLabel,
  busyLabel,
  editing,
  onSubmit,
  onCancel,
  footer,
  rebase,
}: JobFormProps) {
  const resolver = zodResolver(JobFormSchema) as unknown as Resolver<JobFormInput, unknown, JobFormOutput>;
  const { register, handleSubmit, setError, setValue, control, formState, reset } = useForm<JobFormInput, unknown, JobFormOutput>({
    resolver,
    defaultValues,
  });
  const workplaceType = useWatch({ control, name: 'workplace_type' });
  useRebase(reset, rebase);
  const { errors, isSubmitting, dirtyFields } = formState;
  useUnsavedChangesPrompt(formState.isDirty && !isSubmitting);

  const submit = handleSubmit(
    async (values) => {
      const input: JobInput = { ...values, date_posted: editing && !dirtyFields.date_posted ? undefined : values.date_posted };
      try {
        await onSubmit(input);
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields))
            setError(field.replace(/\.\d+$/, '') as FieldPath<JobFormInput>, { message });
        }
      }
    },
    (invalid) => {
      if (REQUIRED_FIELDS.some((field) => invalid[field]))
        toast({ title: 'Validation Error', description: JOB_REQUIRED_MESSAGE, variant: 'destructive' });
    },
  );

  /** The form's single-value fields (not the list of remote countries). */
  type TextName = Exclude<FieldPath<JobFormInput>, `remote_countries${string}`>;
  const text = (name: TextName, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`job-${name}`} label={label} error={errors[name]?.message}>
      <Input {...extra} {...register(name)} />
    </Field>
  );
  const long = (name: TextName, label: string, rows: number, hint?: string) => (
    <Field id={`job-${name}`} label={label} hint={hint} error={errors[name]?.message} className="sm:col-span-2">
      <Textarea rows={rows} {...(REQUIRED_FIELDS.includes(name as never) ? { 'aria-required': true } : {})} {...register(name)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={editing ? 'Edit job posting' : 'New job posting'}>
      <FormSectionCard title="Job Details">
        {text('title', 'Job Title *', { 'aria-required': true })}
        {text('department', 'Department')}
        {text('location', 'Location')}
        <Field id="job-employment_type" label="Employment Type" error={errors.employment_type?.message}>
          <Select options={employmentTypeOptions} defaultValue={defaultValues.employment_type} {...register('employment_type')} />
        </Field>
        {text('salary_range', 'Salary Range (optional)', { placeholder: 'e.g. $90k–$110k' })}
        {text('openings', 'Number of Openings', { type: 'number', min: MIN_OPENINGS, step: 1, inputMode: 'numeric' })}
        <Field id="job-status" label="Status" error={errors.status?.message}>
          <Select options={statusOptions} defaultValue={defaultValues.status} {...register('status')} />
        </Field>
        <Field id="job-recruiter_id" label="Assigned Recruiter" error={errors.recruiter_id?.message}>
          <Select options={recruiterOptions} defaultValue={defaultValues.recruiter_id} {...register('recruiter_id')} />
        </Field>
        {text('date_posted', 'Date Posted', { type: 'date' })}
      </FormSectionCard>
      <JobFactsFields register={register} setValue={setValue} errors={errors} defaultValues={defaultValues} workplaceType={workplaceType} />
      <FormSectionCard title="Description & Requirements">
        {long('description', 'Description *', 6)}
        {long('requirements', 'Requirements *', 6)}
        {long('ats_keywords', 'ATS Keywords', 3, 'Separate keywords with commas or new lines. Resumes are screened against them.')}
      </FormSectionCard>
      <FormSectionCard title="Tags & Notes">
        <Field id="job-tags" label="Tags" hint="Separate tags with commas." error={errors.tags?.message} className="sm:col-span-2">
          <Input {...register('tags')} />
        </Field>
        {long('notes', 'Internal Notes', 4)}
        {footer}
      </FormSectionCard>
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
