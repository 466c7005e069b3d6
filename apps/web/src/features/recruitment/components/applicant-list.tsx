import {
  APPLICANT_FILTERS,
  APPLICANT_SORTS,
  type ApplicantListItem,
  type ApplicantSort,
  APPLICANTS_EMPTY_STATE,
} from '@keel/shared/applicants';
import { paths } from '@keel/shared/paths';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { deleteWithToasts } from '../../../components/delete-with-toasts';
import type { ListColumn } from '../../../components/list/list-table';
import { NewItemLink } from '../../../components/list/new-item-link';
import { RowActions } from '../../../components/list/row-actions';
import { ServerList } from '../../../components/list/server-list';
import { useListParams } from '../../../components/list/use-list-params';
import { useLoadErrorToast } from '../../../components/list/use-load-error-toast';
import { PageShell } from '../../../components/page-shell';
import { phoneLink } from '../../../components/records/record-field';
import { formatDate } from '../../../lib/format-date';
import { useDeleteApplicantMutation } from '../api/delete-applicant';
import { APPLICANTS_PAGE_SIZE, useApplicantsList } from '../api/list-applicants';
import { ApplicantDeleteConsequences } from './applicant-delete-consequences';
import { applicantDeleteToasts } from './delete-toasts';
import { ApplicantStatusBadge } from './status-badges';

const nameLink = (a: ApplicantListItem, text: string) => (
  <Link to={paths.applicant(a.applicant_id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
    {text}
  </Link>
);

// Ten columns share the card beside the workspace sidebar: every text wraps (names, e-mail and job
// break anywhere when they must), so the table fits its card at 1280 px with View and Delete in view.
const wrapping = 'px-4 py-3 text-slate-700 wrap-anywhere';
const wrappingWords = 'px-4 py-3 text-slate-700';

const columns: ListColumn<ApplicantListItem, ApplicantSort>[] = [
  { header: 'First Name', sort: 'first_name', cell: (a) => nameLink(a, a.first_name), className: wrapping },
  { header: 'Last Name', sort: 'last_name', cell: (a) => nameLink(a, a.last_name), className: wrapping },
  {
    header: 'Email',
    sort: 'email',
    cell: (a) => (
      <a href={`mailto:${a.email}`} className="text-accent-700 hover:underline">
        {a.email}
      </a>
    ),
    className: wrapping,
  },
  { header: 'Phone', sort: 'phone', cell: (a) => phoneLink(a.phone) ?? '—', className: wrappingWords },
  { header: 'Status', sort: 'status', cell: (a) => <ApplicantStatusBadge status={a.status} /> },
  { header: 'Job', cell: (a) => a.job_title ?? '—', className: wrapping },
  // Unscreened applicants sort as the lowest score.
  {
    header: 'ATS Score',
    sort: 'ats_score',
    cell: (a) => (a.ats_score === null ? <span className="text-slate-500">Not screened</span> : `${a.ats_score}%`),
    className: wrappingWords,
  },
  { header: 'Date Added', sort: 'date_added', cell: (a) => formatDate(a.date_added), className: wrappingWords },
];

/** Applicants (docs/product/recruitment.md#applicants): searched, sorted (last name ascending by default; also by ATS score) and paged on the server. */
export function ApplicantList() {
  const list = useListParams({ sorts: APPLICANT_SORTS, defaultSort: 'last_name' });
  const applicants = useApplicantsList(list.params);
  const remove = useDeleteApplicantMutation();
  useLoadErrorToast(applicants.error, 'Error fetching applicants');

  return (
    <PageShell
      title="Applicants"
      actions={
        <NewItemLink to={paths.newApplicant} icon={UserPlus}>
          Add New Applicant
        </NewItemLink>
      }
    >
      <ServerList
        caption="Applicants"
        noun={{ one: 'applicant', other: 'applicants' }}
        searchLabel="Search applicants"
        list={list}
        query={applicants}
        columns={columns}
        rowKey={(a) => a.applicant_id}
        emptyText={APPLICANTS_EMPTY_STATE}
        tools={{
          name: 'applicants',
          filterFields: APPLICANT_FILTERS,
          defaults: { sort: 'last_name', dir: 'asc' },
          defaultPageSize: APPLICANTS_PAGE_SIZE,
          bulk: {
            entity: 'Applicant',
            rowLabel: (a) => `${a.first_name} ${a.last_name}`,
            deleteConsequences: (ids) => <ApplicantDeleteConsequences ids={ids} />,
          },
        }}
        actions={(a) => (
          <RowActions
            itemLabel={`${a.first_name} ${a.last_name}`}
            to={paths.applicant(a.applicant_id)}
            open="view"
            onDelete={() => deleteWithToasts(() => remove.mutateAsync(a.applicant_id), applicantDeleteToasts(a))}
            deleteConsequences={() => <ApplicantDeleteConsequences ids={[a.applicant_id]} />}
          />
        )}
      />
    </PageShell>
  );
}
