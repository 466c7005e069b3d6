import { CONTACT_SORTS, CONTACTS_EMPTY_STATE, type ContactListItem, type ContactSort } from '@keel/shared/contacts';
import { paths } from '@keel/shared/paths';
import { Pencil, UserPlus } from 'lucide-react';
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
import { useDeleteContactMutation } from '../api/delete-contact';
import { useContactsList } from '../api/list-contacts';

const fullName = (c: Pick<ContactListItem, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`.trim() || '(no name)';

const columns: ListColumn<ContactListItem, ContactSort>[] = [
  {
    header: 'Name / Company',
    sort: 'name',
    cell: (c) => (
      <div>
        <Link to={paths.editContact(c.id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
          {fullName(c)}
        </Link>
        <div className="text-xs text-slate-600">{c.company_name ?? '—'}</div>
      </div>
    ),
  },
  { header: 'Email', sort: 'email', cell: (c) => c.email },
  { header: 'Phone', sort: 'phone', cell: (c) => c.phone ?? '—' },
  {
    header: 'Status',
    sort: 'status',
    cell: (c) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${c.status === 'Inquiry' ? 'bg-amber-100 text-amber-900' : 'bg-accent-50 text-accent-800'}`}>{c.status}</span>
    ),
  },
  { header: 'Sales Rep', sort: 'salesRep', cell: (c) => c.sales_rep_name ?? 'Unassigned' },
  { header: 'Last Contact', sort: 'lastContact', cell: (c) => (c.last_contact_date ? formatDate(c.last_contact_date) : '—') },
];

/** All Contacts (SPEC §2): searched, sorted and paged on the server. */
export function ContactList() {
  const { params, setSearch, toggleSort, setPage } = useListParams({ sorts: CONTACT_SORTS, defaultSort: 'name' });
  const list = useContactsList(params);
  const remove = useDeleteContactMutation();

  useEffect(() => {
    if (list.error) toast({ title: 'Error fetching contacts', description: errorMessage(list.error), variant: 'destructive' });
  }, [list.error]);

  async function onDelete(contact: ContactListItem) {
    try {
      await remove.mutateAsync(contact.id);
      toast({ title: 'Contact Deleted', description: 'Successfully removed.' });
    } catch (error) {
      toast({ title: 'Error deleting contact', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <PageShell
      title="All Contacts"
      actions={
        <Button asChild>
          <Link to={paths.inquiry}>
            <UserPlus aria-hidden className="h-4 w-4" />
            Add New Contact
          </Link>
        </Button>
      }
    >
      <ServerList
        caption="Contacts"
        noun={{ one: 'contact', other: 'contacts' }}
        searchLabel="Search contacts"
        params={params}
        onSearch={setSearch}
        onSort={toggleSort}
        onPage={setPage}
        data={list.data}
        fetching={list.isFetching}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={CONTACTS_EMPTY_STATE}
        actions={(c) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.editContact(c.id)} aria-label={`Edit ${fullName(c)}`}>
                <Pencil aria-hidden className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">Edit</span>
              </Link>
            </Button>
            <RowDeleteButton itemLabel={fullName(c)} onConfirm={() => onDelete(c)} />
          </div>
        )}
      />
    </PageShell>
  );
}
