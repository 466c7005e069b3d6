import { JOB_SORTS, type JobListItem, type JobSort, JOBS_EMPTY_STATE } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { Eye, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list/list-table';
import { RowDeleteButton } from '../../../components/list/row-delete-button';
import { ServerList } from '../../../components/list/server-list';
import { useListParams } from '../../../components/list/use-list-params';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useDeleteJobMutation } from '../api/delete-job';
import { useJobsList } from '../api/list-jobs';
import { JobStatusBadge } from './status-badges';

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

/** Jobs (SPEC §2): searched, sorted (title ascending by default) and paged on the server. */
export function JobList() {
  const { params, setSearch, toggleSort, setPage } = useListParams({ sorts: JOB_SORTS, defaultSort: 'title' });
  const list = useJobsList(params);
  const remove = useDeleteJobMutation();

  useEffect(() => {
    if (list.error) toast({ title: 'Error fetching jobs', description: errorMessage(list.error), variant: 'destructive' });
  }, [list.error]);

  async function onDelete(job: JobListItem) {
    try {
      await remove.mutateAsync(job.job_id);
      toast({ title: 'Job Deleted', description: `"${job.title}" has been removed.` });
    } catch (error) {
      toast({ title: 'Error deleting job', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <PageShell
      title="Jobs"
      actions={
        <Button asChild>
          <Link to={paths.newJob}>
            <Plus aria-hidden className="h-4 w-4" />
            Post New Job
          </Link>
        </Button>
      }
    >
      <ServerList
        caption="Job postings"
        noun={{ one: 'job posting', other: 'job postings' }}
        searchLabel="Search job postings"
        params={params}
        onSearch={setSearch}
        onSort={toggleSort}
        onPage={setPage}
        data={list.data}
        fetching={list.isFetching}
        columns={columns}
        rowKey={(j) => j.job_id}
        emptyText={JOBS_EMPTY_STATE}
        actions={(j) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.job(j.job_id)} aria-label={`View ${j.title}`}>
                <Eye aria-hidden className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">View</span>
              </Link>
            </Button>
            <RowDeleteButton itemLabel={j.title} onConfirm={() => onDelete(j)} />
          </div>
        )}
      />
    </PageShell>
  );
}
