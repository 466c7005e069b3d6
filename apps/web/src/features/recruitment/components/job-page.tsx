import { JOB_NOT_FOUND, type Job, type JobInput } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deleteWithToasts } from '../../../components/delete-with-toasts';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useDeleteJobMutation } from '../api/delete-job';
import { useJob } from '../api/get-job';
import { useJobBoard } from '../api/get-job-board';
import { useRecruiters } from '../api/list-recruiters';
import { useSaveJobMutation } from '../api/save-job';
import { jobDeleteToasts } from './delete-toasts';
import { JobDeleteConsequences } from './job-delete-consequences';
import { JobBoard, type JobBoardProps } from './job-board';
import { HiringTeamCard } from './hiring-team-card';
import { InterviewKitCard } from './interview-kit-card';
import { JobForm } from './job-form';
import { jobToForm, newJobForm } from './job-form-schema';
import { RecordMissing } from './record-missing';
import { recruiterOptions } from './recruiter-options';

/**
 * /recruitment/jobs/new ('Post New Job') and /recruitment/jobs/{jobId} (view and edit).
 * `currentUserId` is the signed-in user, a new job's recruiter (docs/product/recruitment.md#new-records). `timeline`, composed by the
 * route, shows under an existing job; above its form, the board of its applications by stage
 * (`onRejected`: see JobBoard).
 */
export function JobPage({
  jobId,
  currentUserId,
  timeline,
  origin,
  onRejected,
}: {
  jobId: string | null;
  currentUserId: string;
  timeline?: ReactNode;
  /** Where the job came from (a deal's demand, decision 0097), composed by the route. */
  origin?: ReactNode;
  onRejected?: JobBoardProps['onRejected'];
}) {
  const isNew = jobId === null;
  const navigate = useNavigate();
  const location = useLocation();
  const job = useJob(jobId ?? '', !isNew);
  // The board's data is fetched with the job's, not after it (it mounts once the job is shown).
  useJobBoard(jobId ?? '', !isNew);
  const recruiters = useRecruiters();
  const save = useSaveJobMutation(jobId);
  const remove = useDeleteJobMutation();
  const back = () => (location.key === 'default' ? navigate(paths.jobs) : navigate(-1));
  const failed = (error: unknown) => {
    const invalid = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
    toast({
      title: invalid ? 'Validation Error' : isNew ? 'Error creating job' : 'Error updating job',
      description: errorMessage(error),
      variant: 'destructive',
    });
  };
  const edit = useStaleEdit({
    record: job.data,
    what: 'job posting',
    send: (input: JobInput, version) => save.mutateAsync({ ...input, version }),
    savedRecord: (saved: Job) => saved,
    refetch: async () => (await job.refetch({ throwOnError: true })).data,
    toForm: jobToForm,
    onSaved: () => toast({ title: 'Job Updated!', description: 'Changes saved.' }),
    onError: failed,
  });

  async function post(input: JobInput) {
    try {
      const saved = await save.mutateAsync(input);
      toast({ title: 'Job Posted!', description: `"${saved.title}" has been posted.` });
      navigate(paths.job(saved.job_id), { replace: true });
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  async function deleteThis(target: Job) {
    if (await deleteWithToasts(() => remove.mutateAsync(target.job_id), jobDeleteToasts(target))) navigate(paths.jobs, { replace: true });
  }

  if (recruiters.isPending) return <PageLoading label="Loading..." />;
  const team = recruiters.data ?? [];

  if (isNew) {
    return (
      <PageShell title="Post New Job" narrow>
        <JobForm
          defaultValues={newJobForm(currentUserId)}
          recruiterOptions={recruiterOptions(team)}
          submitLabel="Post Job"
          busyLabel="Posting..."
          editing={false}
          onSubmit={post}
          onCancel={back}
        />
      </PageShell>
    );
  }
  if (job.isPending) return <PageLoading label="Loading job posting..." />;
  if (job.error instanceof ApiError && job.error.status === 404) return <RecordMissing message={JOB_NOT_FOUND} listPath={paths.jobs} />;
  if (job.error) return <PageLoadError title="Job Posting" record="job posting" error={job.error} />;
  const j = job.data;
  return (
    <PageShell
      title="Edit Job Posting"
      description={j.title}
      narrow
      actions={
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={remove.isPending}>
              <Trash2 aria-hidden className="h-4 w-4" /> Delete Job
            </Button>
          }
          consequences={() => <JobDeleteConsequences ids={[j.job_id]} />}
          onConfirm={() => deleteThis(j)}
        />
      }
    >
      {origin}
      <div className="mb-8">
        <JobBoard jobId={j.job_id} onRejected={onRejected} />
      </div>
      <div className="mb-8">
        <HiringTeamCard jobId={j.job_id} />
      </div>
      <div className="mb-8">
        <InterviewKitCard jobId={j.job_id} />
      </div>
      {edit.ui}
      <JobForm
        key={j.job_id}
        defaultValues={jobToForm(j)}
        rebase={edit.rebase}
        recruiterOptions={recruiterOptions(team, { id: j.recruiter_id, name: j.recruiter_name })}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        editing
        onSubmit={edit.submit}
        onCancel={back}
        footer={
          <dl className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
            <ReadOnlyField label="Date Posted" value={formatDate(j.date_posted)} />
            <ReadOnlyField label="Date Closed" value={j.date_closed ? formatDate(j.date_closed) : '—'} />
            <ReadOnlyField label="Last Updated" value={formatDate(j.updated_at)} />
          </dl>
        }
      />
      {timeline ? <div className="mt-8">{timeline}</div> : null}
    </PageShell>
  );
}
