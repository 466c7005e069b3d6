import { APPLICANT_SORTS, type ApplicantListItem, type ApplicantSort, APPLICANTS_EMPTY_STATE } from '@keel/shared/applicants';
import { paths } from '@keel/shared/paths';
import { Eye, UserPlus } from 'lucide-react';
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
import { useDeleteApplicantMutation } from '../api/delete-applicant';
import { useApplicantsList } from '../api/list-applicants';
import { ApplicantStatusBadge } from './status-badges';

const nameLink = (a: ApplicantListItem, text: string) => (
  <Link to={paths.applicant(a.applicant_id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
    {text}
  </Link>
);

const columns: ListColumn<ApplicantListItem, ApplicantSort>[] = [
  { header: 'First Name', sort: 'first_name', cell: (a) => nameLink(a, a.first_name) },
  { header: 'Last Name', sort: 'last_name', cell: (a) => nameLink(a, a.last_name) },
  { header: 'Email', sort: 'email', cell: (a) => <a href={`mailto:${a.email}`} className="text-accent-700 hover:underline">{a.email}</a> },
  { header: 'Phone', sort: 'phone', cell: (a) => a.phone ?? '—' },
  { header: 'Status', sort: 'status', cell: (a) => <ApplicantStatusBadge status={a.status} /> },
  { header: 'Job', cell: (a) => a.job_title ?? '—' },
  // Unscreened applicants sort as the lowest score.
  { header: 'ATS Score', sort: 'ats_score', cell: (a) => (a.ats_score === null ? <span className="text-slate-500">Not screened</span> : `${a.ats_score}%`) },
  { header: 'Date Added', sort: 'date_added', cell: (a) => formatDate(a.date_added) },
];

/** Applicants (SPEC §2): searched, sorted (last name ascending by default; also by ATS score) and paged on the server. */
export function ApplicantList() {
  const { params, setSearch, toggleSort, setPage } = useListParams({ sorts: APPLICANT_SORTS, defaultSort: 'last_name' });
  const list = useApplicantsList(params);
  const remove = useDeleteApplicantMutation();

  useEffect(() => {
    if (list.error) toast({ title: 'Error fetching applicants', description: errorMessage(list.error), variant: 'destructive' });
  }, [list.error]);

  async function onDelete(applicant: ApplicantListItem) {
    try {
      await remove.mutateAsync(applicant.applicant_id);
      toast({ title: 'Applicant Deleted', description: `${applicant.first_name} ${applicant.last_name} has been removed.` });
    } catch (error) {
      toast({ title: 'Error deleting applicant', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <PageShell
      title="Applicants"
      actions={
        <Button asChild>
          <Link to={paths.newApplicant}>
            <UserPlus aria-hidden className="h-4 w-4" />
            Add New Applicant
          </Link>
        </Button>
      }
    >
      <ServerList
        caption="Applicants"
        noun={{ one: 'applicant', other: 'applicants' }}
        searchLabel="Search applicants"
        params={params}
        onSearch={setSearch}
        onSort={toggleSort}
        onPage={setPage}
        data={list.data}
        fetching={list.isFetching}
        columns={columns}
        rowKey={(a) => a.applicant_id}
        emptyText={APPLICANTS_EMPTY_STATE}
        actions={(a) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.applicant(a.applicant_id)} aria-label={`View ${a.first_name} ${a.last_name}`}>
                <Eye aria-hidden className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">View</span>
              </Link>
            </Button>
            <RowDeleteButton itemLabel={`${a.first_name} ${a.last_name}`} onConfirm={() => onDelete(a)} />
          </div>
        )}
      />
    </PageShell>
  );
}
