import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICANT_REQUIRED_MESSAGE, APPLICANT_SOURCES, APPLICANT_STATUSES, type ApplicantInput } from '@keel/shared/applicants';
import { useCallback, useState } from 'react';
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSectionCard } from '../../../components/ui/form-section-card';
import { Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useRebase } from '../../../components/use-stale-edit';
import { ApiError } from '../../../lib/api-client';
import type { ApplicantSubmission } from '../api/save-applicant';
import { type ApplicantFormInput, type ApplicantFormOutput, ApplicantFormSchema } from './applicant-form-schema';
import { ResumeField } from './resume-field';
import { filledHint, type PrefilledField, ResumePrefillNote, useResumePrefill } from './resume-prefill';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { INTERVIEW_ENDING_STAGES } from '@keel/shared/interviews';
import { StatusEndsInterviews } from './applicant-delete-consequences';
import { RejectionReasonField } from './rejection-reason-field';
import { REJECTION_REASON_REQUIRED } from '@keel/shared/rejection-reasons';

const statusOptions = APPLICANT_STATUSES.map((s) => ({ value: s, label: s }));
const sourceOptions = [{ value: '', label: 'Not specified' }, ...APPLICANT_SOURCES.map((s) => ({ value: s, label: s }))];
const REQUIRED_FIELDS = ['first_name', 'last_name', 'email'] as const;

interface ApplicantFormProps {
  /** The applicant being edited, left out of the duplicate check. */
  recordId?: string;
  defaultValues: ApplicantFormInput;
  /** 'Not linked to a job' plus the postings. */
  jobOptions: readonly SelectOption[];
  /** The stored resume (edit). */
  resume: { url: string; path: string } | null;
  submitLabel: 'Add Applicant' | 'Save Changes';
  busyLabel: string;
  editing: boolean;
  onSubmit: (submission: ApplicantSubmission) => Promise<void>;
  onCancel: () => void;
  /** The latest saved values to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: ApplicantFormInput;
}

/** Add / edit an applicant (docs/product/recruitment.md#applicants sections, docs/product/validation.md#applicant rules): first and last name and e-mail required. */
export function ApplicantForm({
  recordId,
  defaultValues,
  jobOptions,
  resume,
  submitLabel,
  busyLabel,
  editing,
  onSubmit,
  onCancel,
  rebase,
}: ApplicantFormProps) {
  const resolver = zodResolver(ApplicantFormSchema) as unknown as Resolver<ApplicantFormInput, unknown, ApplicantFormOutput>;
  const { register, handleSubmit, setError, formState, reset, control, getValues, setValue } = useForm<
    ApplicantFormInput,
    unknown,
    ApplicantFormOutput
  >({
    resolver,
    defaultValues,
  });
  useRebase(reset, rebase);
  const { errors, isSubmitting, dirtyFields } = formState;
  const [status, jobId] = useWatch({ control, name: ['status', 'job_id'] });
  const endingStatus = status !== defaultValues.status && INTERVIEW_ENDING_STAGES.includes(String(status));
  // A change to Rejected names its reason, kept on the application for the applicant's job (decision 0078).
  const asksReason = status === 'Rejected' && defaultValues.status !== 'Rejected' && Boolean(jobId);
  const [file, setFile] = useState<File | null>(null);
  // A new applicant's fields are prefilled from the chosen resume, never over what was typed (decision 0083).
  const prefill = useResumePrefill({
    enabled: !editing,
    getValue: useCallback((field: PrefilledField) => String(getValues(field) ?? ''), [getValues]),
    setValue: useCallback((field: PrefilledField, value: string) => setValue(field, value, { shouldDirty: true }), [setValue]),
  });
  const tags = useWatch({ control, name: 'tags' });
  function chooseResume(chosen: File | null) {
    setFile(chosen);
    void prefill.read(chosen, String(getValues('job_id') ?? ''));
  }
  function addSkills(skills: string[]) {
    const current = String(getValues('tags') ?? '').trim();
    setValue('tags', [current.replace(/,\s*$/, ''), ...skills].filter(Boolean).join(', '), { shouldDirty: true });
  }
  useUnsavedChangesPrompt((formState.isDirty || file !== null) && !isSubmitting);

  const duplicates = useDuplicateWarning('applicants');
  const submit = handleSubmit(
    async (values) => {
      if (asksReason && !values.rejection_reason_id) {
        setError('rejection_reason_id', { message: REJECTION_REASON_REQUIRED }, { shouldFocus: true });
        return;
      }
      const input: ApplicantInput = {
        ...values,
        rejection_reason_id: asksReason ? values.rejection_reason_id : null,
        date_added: editing && !dirtyFields.date_added ? undefined : values.date_added,
      };
      const probe = {
        excludeId: recordId,
        email: values.email,
        firstName: values.first_name,
        lastName: values.last_name,
        phone: values.phone || undefined,
      };
      if (!(await duplicates.clear(probe))) return;
      try {
        await onSubmit({ input, resume: file });
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<ApplicantFormInput>, { message });
        }
      }
    },
    (invalid) => {
      if (REQUIRED_FIELDS.some((field) => invalid[field]?.message === APPLICANT_REQUIRED_MESSAGE)) {
        toast({ title: 'Validation Error', description: APPLICANT_REQUIRED_MESSAGE, variant: 'destructive' });
      }
    },
  );

  const text = (name: FieldPath<ApplicantFormInput>, label: string, extra: Record<string, unknown> = {}, wide = false) => (
    <Field
      id={`applicant-${name}`}
      label={label}
      error={errors[name]?.message}
      hint={filledHint(prefill.filled[name as PrefilledField])}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      <Input {...extra} {...register(name)} />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      onInput={prefill.onInput}
      noValidate
      className="space-y-6"
      aria-label={editing ? 'Edit applicant' : 'New applicant'}
    >
      <FormSectionCard title="Basic Information">
        {text('first_name', 'First Name *', { 'aria-required': true, autoComplete: 'off' })}
        {text('last_name', 'Last Name *', { 'aria-required': true, autoComplete: 'off' })}
        {text('email', 'Email *', { type: 'email', 'aria-required': true, autoComplete: 'off' })}
        {text('phone', 'Phone', { type: 'tel' })}
        {text('address', 'Address', {}, true)}
        {text('linkedin_url', 'LinkedIn URL', { type: 'url', placeholder: 'https://linkedin.com/in/…' })}
        {text('other_social_links', 'Other Social Links', { placeholder: 'Separate links with commas' })}
      </FormSectionCard>
      <FormSectionCard title="Recruitment Details">
        <Field id="applicant-job_id" label="Job Applied For" error={errors.job_id?.message} className="sm:col-span-2">
          <Select options={jobOptions} defaultValue={defaultValues.job_id} {...register('job_id')} />
        </Field>
        <Field id="applicant-status" label="Status" error={errors.status?.message}>
          <Select options={statusOptions} defaultValue={defaultValues.status} {...register('status')} />
        </Field>
        {asksReason ? <RejectionReasonField error={errors.rejection_reason_id?.message} {...register('rejection_reason_id')} /> : null}
        {recordId && endingStatus && jobId ? <StatusEndsInterviews applicantId={recordId} jobId={jobId} /> : null}
        <Field id="applicant-source" label="Source" error={errors.source?.message}>
          <Select options={sourceOptions} defaultValue={defaultValues.source} {...register('source')} />
        </Field>
        {text('pay_rate_expected', 'Expected Pay Rate', { placeholder: 'e.g. $60/hour or $120k' })}
        {text('date_added', 'Date Added', { type: 'date' })}
        <Field id="applicant-job_preferences" label="Job Preferences" error={errors.job_preferences?.message} className="sm:col-span-2">
          <Textarea rows={3} {...register('job_preferences')} />
        </Field>
        <Field id="applicant-tags" label="Tags" hint="Separate tags with commas." error={errors.tags?.message} className="sm:col-span-2">
          <Input {...register('tags')} />
        </Field>
      </FormSectionCard>
      <FormSectionCard title="Resume & Notes">
        <ResumeField
          currentUrl={resume?.url ?? null}
          currentPath={resume?.path ?? null}
          file={file}
          onFileChange={chooseResume}
          removeProps={register('remove_resume')}
          error={(errors as Record<string, { message?: string } | undefined>).resume?.message}
        />
        {editing ? null : (
          <ResumePrefillNote
            state={prefill.state}
            filledCount={Object.keys(prefill.filled).length}
            skills={prefill.skills}
            tags={String(tags ?? '')}
            onAddSkills={addSkills}
          />
        )}
        <Field id="applicant-notes" label="Notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={5} {...register('notes')} />
        </Field>
      </FormSectionCard>
      {duplicates.warning}
      <FormActions onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
