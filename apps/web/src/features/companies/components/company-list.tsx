import { COMPANIES_EMPTY_STATE, COMPANY_SORTS, type CompanyListItem, type CompanySort } from '@keel/shared/companies';
import { withScheme } from '@keel/shared/field-types';
import { paths } from '@keel/shared/paths';
import { Building2, Pencil } from 'lucide-react';
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
import { useDeleteCompanyMutation } from '../api/delete-company';
import { useCompaniesList } from '../api/list-companies';

const columns: ListColumn<CompanyListItem, CompanySort>[] = [
  {
    header: 'Company Name',
    sort: 'name',
    cell: (c) => (
      <Link to={paths.editCompany(c.id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
        {c.name}
      </Link>
    ),
  },
  { header: 'Sector', sort: 'sector', cell: (c) => c.sector ?? '—' },
  { header: 'Phone', sort: 'phone', cell: (c) => c.phone ?? '—' },
  { header: 'City', sort: 'city', cell: (c) => c.city ?? '—' },
  {
    header: 'Website',
    sort: 'website',
    // SPEC §2: a link with https:// prepended when missing, truncated to 150px.
    cell: (c) =>
      c.website ? (
        <a href={withScheme(c.website)} target="_blank" rel="noopener noreferrer" title={c.website} className="inline-block max-w-[150px] truncate align-bottom text-accent-700 hover:underline">
          {c.website}
        </a>
      ) : (
        '—'
      ),
  },
];

/** Companies (SPEC §2): searched, sorted and paged on the server. */
export function CompanyList() {
  const { params, setSearch, toggleSort, setPage } = useListParams({ sorts: COMPANY_SORTS, defaultSort: 'name' });
  const list = useCompaniesList(params);
  const remove = useDeleteCompanyMutation();

  useEffect(() => {
    if (list.error) toast({ title: 'Error fetching companies', description: errorMessage(list.error), variant: 'destructive' });
  }, [list.error]);

  async function onDelete(company: CompanyListItem) {
    try {
      await remove.mutateAsync(company.id);
      toast({ title: 'Company Deleted', description: 'Successfully removed.' });
    } catch (error) {
      toast({ title: 'Error deleting company', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <PageShell
      title="Companies"
      actions={
        <Button asChild>
          <Link to={paths.newCompany}>
            <Building2 aria-hidden className="h-4 w-4" />
            Add New Company
          </Link>
        </Button>
      }
    >
      <ServerList
        caption="Companies"
        noun={{ one: 'company', other: 'companies' }}
        searchLabel="Search companies"
        params={params}
        onSearch={setSearch}
        onSort={toggleSort}
        onPage={setPage}
        data={list.data}
        fetching={list.isFetching}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={COMPANIES_EMPTY_STATE}
        actions={(c) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.editCompany(c.id)} aria-label={`Edit ${c.name}`}>
                <Pencil aria-hidden className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">Edit</span>
              </Link>
            </Button>
            <RowDeleteButton itemLabel={c.name} onConfirm={() => onDelete(c)} />
          </div>
        )}
      />
    </PageShell>
  );
}
