import { JOB_FILTERS, JOB_SORTS, type JobListItem, type JobSort, JOBS_EMPTY_STATE } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { deleteWithToasts } from '../../../components/delete-with-toasts';
import type { ListColumn } from '../../../components/list/list-table';
import { NewItemLink } from '../../../components/list/new-item-link';
import { RowActions } from '../../../components/list/row-actions';
import { ServerList } from '../../../components/list/server-list';
import { useListParams } from '../../../components/list/use-list-params';
import { useLoadErrorToast } from '../../../components/list/use-load-error-toast';
import { PageShell } from '../../../components/page-shell';
import { formatDate } from '../../../lib/format-date';
import { useDeleteJobMutation } from '../api/delete-job';
import { JOBS_PAGE_SIZE, useJobsList } from '../api/list-jobs';
import { jobDeleteToasts } from './delete-toasts';
import { JobDeleteConsequences } from './job-delete-consequences';
import { JobStatusBadge } from './status-badges';
import { JobsNeedingFactsNotice } from './jobs-needing-facts-notice';

const columns: ListColumn<JobListItem, JobSort>[] = [
  {
    header: 'Job Title',
    sort: 'title',
    cell: (j) => (
      <Link to={paths.job(j.job_id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
        {j.title}
      </Link>
    ),
  },
  { header: 'Department', sort: 'department', cell: (j) => j.department ?? '—' },
  { header: 'Location', sort: 'location', cell: (j) => j.location ?? '—' },
  { header: 'Status', sort: 'status', cell: (j) => <JobStatusBadge status={j.status} /> },
  { header: 'Date Posted', sort: 'date_posted', cell: (j) => formatDate(j.date_posted) },
];

/** Jobs (docs/product/recruitment.md#jobs): searched, sorted (title ascending by default) and paged on the server. */
export function JobList() {
  const list = useListParams({ sorts: JOB_SORTS, defaultSort: 'title' });
  const jobs = useJobsList(list.params);
  const remove = useDeleteJobMutation();
  useLoadErrorToast(jobs.error, 'Error fetching jobs');

  return (
    <PageShell
      title="Jobs"
      actions={
        <NewItemLink to={paths.newJob} icon={Plus}>
          Post New Job
        </NewItemLink>
      }
    >
      <JobsNeedingFactsNotice />
      <ServerList
        caption="Job postings"
        noun={{ one: 'job posting', other: 'job postings' }}
        searchLabel="Search job postings"
        list={list}
        query={jobs}
        columns={columns}
        rowKey={(j) => j.job_id}
        emptyText={JOBS_EMPTY_STATE}
        tools={{
          name: 'jobs',
          filterFields: JOB_FILTERS,
          defaults: { sort: 'title', dir: 'asc' },
          defaultPageSize: JOBS_PAGE_SIZE,
          bulk: { entity: 'Job', rowLabel: (j) => j.title, deleteConsequences: (ids) => <JobDeleteConsequences ids={ids} /> },
        }}
        actions={(j) => (
          <RowActions
            itemLabel={j.title}
            to={paths.job(j.job_id)}
            open="view"
            onDelete={() => deleteWithToasts(() => remove.mutateAsync(j.job_id), jobDeleteToasts(j))}
            deleteConsequences={() => <JobDeleteConsequences ids={[j.job_id]} />}
          />
        )}
      />
    </PageShell>
  );
}
