import { COMPANIES_EMPTY_STATE, COMPANY_FILTERS, COMPANY_SORTS, type CompanyListItem, type CompanySort } from '@keel/shared/companies';
import { webAddressHref } from '@keel/shared/field-types';
import { paths } from '@keel/shared/paths';
import { Building2 } from 'lucide-react';
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
import { useDeleteCompanyMutation } from '../api/delete-company';
import { COMPANIES_PAGE_SIZE, useCompaniesList } from '../api/list-companies';
import { CompanyDeleteConsequences } from './company-delete-consequences';

const columns: ListColumn<CompanyListItem, CompanySort>[] = [
  {
    header: 'Company Name',
    sort: 'name',
    cell: (c) => (
      <Link to={paths.company(c.id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
        {c.name}
      </Link>
    ),
  },
  { header: 'Sector', sort: 'sector', cell: (c) => c.sector ?? '—' },
  { header: 'Phone', sort: 'phone', cell: (c) => phoneLink(c.phone) ?? '—' },
  { header: 'City', sort: 'city', cell: (c) => c.city ?? '—' },
  {
    header: 'Website',
    sort: 'website',
    // docs/product/crm.md#companies: a link with https:// prepended when missing, truncated to 150px.
    // Only an http(s) address becomes a link (decision 0069); other stored text stays text.
    cell: (c) =>
      c.website && webAddressHref(c.website) ? (
        <a
          href={webAddressHref(c.website) ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          title={c.website}
          className="inline-block max-w-[150px] truncate align-bottom text-accent-700 hover:underline"
        >
          {c.website}
        </a>
      ) : (
        (c.website ?? '—')
      ),
  },
];

/** Companies (docs/product/crm.md#companies): searched, sorted and paged on the server. */
export function CompanyList() {
  const list = useListParams({ sorts: COMPANY_SORTS, defaultSort: 'name' });
  const companies = useCompaniesList(list.params);
  const remove = useDeleteCompanyMutation();
  useLoadErrorToast(companies.error, 'Error fetching companies');

  const onDelete = (company: CompanyListItem) =>
    deleteWithToasts(() => remove.mutateAsync(company.id), {
      deleted: { title: 'Company Deleted', description: 'Successfully removed.' },
      failedTitle: 'Error deleting company',
    });

  return (
    <PageShell
      title="Companies"
      actions={
        <NewItemLink to={paths.newCompany} icon={Building2}>
          Add New Company
        </NewItemLink>
      }
    >
      <ServerList
        caption="Companies"
        noun={{ one: 'company', other: 'companies' }}
        searchLabel="Search companies"
        list={list}
        query={companies}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={COMPANIES_EMPTY_STATE}
        tools={{
          name: 'companies',
          filterFields: COMPANY_FILTERS,
          defaults: { sort: 'name', dir: 'asc' },
          defaultPageSize: COMPANIES_PAGE_SIZE,
          bulk: { entity: 'Company', rowLabel: (c) => c.name, deleteConsequences: (ids) => <CompanyDeleteConsequences ids={ids} /> },
        }}
        actions={(c) => (
          <RowActions
            itemLabel={c.name}
            to={paths.editCompany(c.id)}
            open="edit"
            onDelete={() => onDelete(c)}
            deleteConsequences={() => <CompanyDeleteConsequences ids={[c.id]} />}
          />
        )}
      />
    </PageShell>
  );
}
