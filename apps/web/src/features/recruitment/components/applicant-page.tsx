import { type Applicant, APPLICANT_NOT_FOUND, type ApplicantSaved } from '@keel/shared/applicants';
import type { JobChoice } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { ExternalLink, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deleteWithToasts } from '../../../components/delete-with-toasts';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SelectOption } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteApplicantMutation } from '../api/delete-applicant';
import { useApplicant } from '../api/get-applicant';
import { useJobChoices } from '../api/job-choices';
import { type ApplicantSubmission, useSaveApplicantMutation } from '../api/save-applicant';
import { ApplicantDeleteConsequences } from './applicant-delete-consequences';
import { ApplicantForm } from './applicant-form';
import { applicantDeleteToasts } from './delete-toasts';
import { applicantToForm, newApplicantForm } from './applicant-form-schema';
import { RecordMissing } from './record-missing';
import { announceScreening } from './screening-toasts';
import { ScreeningPanel } from './screening-panel';

/** The job choices, keeping a linked job that is not among them (e.g. beyond the list's bound). */
function jobOptions(choices: readonly JobChoice[], linked?: { id: string | null; title: string | null }): SelectOption[] {
  const options = [
    { value: '', label: 'Not linked to a job' },
    ...choices.map((c) => ({ value: c.job_id, label: c.status === 'Open' ? c.title : `${c.title} (${c.status})` })),
  ];
  if (linked?.id && !choices.some((c) => c.job_id === linked.id)) options.push({ value: linked.id, label: linked.title ?? 'Linked job' });
  return options;
}

/** The toast of a failed save: a resume problem is 'Resume Upload Failed' (docs/product/texts-and-constants.md#recruitment), nothing was saved. */
function reportSaveError(error: unknown, isNew: boolean) {
  const resumeFailed =
    error instanceof ApiError &&
    (error.fields?.resume !== undefined || error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE');
  const invalid = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
  const title = resumeFailed
    ? 'Resume Upload Failed'
    : invalid
      ? 'Validation Error'
      : isNew
        ? 'Error creating applicant'
        : 'Error updating applicant';
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

interface ApplicantPageProps {
  applicantId: string | null;
  timeline?: ReactNode;
  /** The applicant's applications (jobs, stages, interviews), composed by the route. */
  applications?: ReactNode;
  /** More page actions, composed by the route (e.g. 'Send E-mail', privacy tools). */
  actions?: (applicant: Applicant) => ReactNode;
  /** A save just set the status to Rejected (the route offers the rejection e-mail). */
  onRejected?: (applicant: Applicant) => void;
}

/** /recruitment/applicants/new ('Add New Applicant') and /recruitment/applicants/{applicantId}. */
export function ApplicantPage({ applicantId, timeline, applications, actions, onRejected }: ApplicantPageProps) {
  const isNew = applicantId === null;
  const navigate = useNavigate();
  const location = useLocation();
  const applicant = useApplicant(applicantId ?? '', !isNew);
  const choices = useJobChoices();
  const save = useSaveApplicantMutation(applicantId);
  const remove = useDeleteApplicantMutation();
  const back = () => (location.key === 'default' ? navigate(paths.applicants) : navigate(-1));
  const statusBeforeSave = useRef<string | null>(null);

  const edit = useStaleEdit({
    record: applicant.data,
    what: 'applicant',
    send: (submission: ApplicantSubmission, version) => {
      statusBeforeSave.current = applicant.data?.status ?? null;
      return save.mutateAsync({ ...submission, input: { ...submission.input, version } });
    },
    savedRecord: (saved: ApplicantSaved) => saved.applicant,
    refetch: async () => (await applicant.refetch({ throwOnError: true })).data,
    toForm: applicantToForm,
    onSaved: ({ applicant: saved, screening }) => {
      toast({ title: 'Applicant Updated!', description: 'Changes saved.' });
      if (screening) announceScreening(screening, saved.job_title);
      if (saved.status === 'Rejected' && statusBeforeSave.current !== 'Rejected') onRejected?.(saved);
    },
    onError: (error) => reportSaveError(error, false),
  });

  async function add(submission: ApplicantSubmission) {
    try {
      const { applicant: saved, screening } = await save.mutateAsync(submission);
      toast({ title: 'Applicant Added!', description: `${saved.first_name} ${saved.last_name} has been added.` });
      navigate(paths.applicant(saved.applicant_id), { replace: true });
      if (screening) announceScreening(screening, saved.job_title);
    } catch (error) {
      reportSaveError(error, true);
      throw error;
    }
  }

  async function deleteThis(target: Applicant) {
    if (await deleteWithToasts(() => remove.mutateAsync(target.applicant_id), applicantDeleteToasts(target)))
      navigate(paths.applicants, { replace: true });
  }

  if (choices.isPending) return <PageLoading label="Loading..." />;
  const jobs = choices.data ?? [];

  if (isNew) {
    return (
      <PageShell title="Add New Applicant" narrow>
        <ApplicantForm
          defaultValues={newApplicantForm()}
          jobOptions={jobOptions(jobs)}
          resume={null}
          submitLabel="Add Applicant"
          busyLabel="Adding..."
          editing={false}
          onSubmit={add}
          onCancel={back}
        />
      </PageShell>
    );
  }
  if (applicant.isPending) return <PageLoading label="Loading applicant..." />;
  if (applicant.error instanceof ApiError && applicant.error.status === 404)
    return <RecordMissing message={APPLICANT_NOT_FOUND} listPath={paths.applicants} />;
  if (applicant.error) return <PageLoadError title="Applicant" record="applicant" error={applicant.error} />;
  const a = applicant.data;
  return (
    <PageShell
      title={`${a.first_name} ${a.last_name}`}
      description={`${a.status}${a.job_title ? ` · ${a.job_title}` : ''}`}
      narrow
      actions={
        <>
          {a.resume_url ? (
            <Button asChild variant="outline">
              <a href={a.resume_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden className="h-4 w-4" /> Open Resume
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          {actions?.(a)}
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={remove.isPending}>
                <Trash2 aria-hidden className="h-4 w-4" /> Delete Applicant
              </Button>
            }
            description={a.resume_on_file ? 'This cannot be undone. Their resume on file is deleted with them.' : undefined}
            consequences={() => <ApplicantDeleteConsequences ids={[a.applicant_id]} />}
            onConfirm={() => deleteThis(a)}
          />
        </>
      }
    >
      <div className="space-y-6">
        <ScreeningPanel applicant={a} />
        {applications}
        {edit.ui}
        <ApplicantForm
          key={`${a.applicant_id}-${a.resume_file_path}`}
          recordId={a.applicant_id}
          defaultValues={applicantToForm(a)}
          jobOptions={jobOptions(jobs, { id: a.job_id, title: a.job_title })}
          resume={a.resume_url && a.resume_file_path ? { url: a.resume_url, path: a.resume_file_path } : null}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          editing
          rebase={edit.rebase}
          onSubmit={edit.submit}
          onCancel={back}
        />
        {timeline}
      </div>
    </PageShell>
  );
}
