import { CONTACT_FILTERS, CONTACT_SORTS, CONTACTS_EMPTY_STATE, type ContactListItem, type ContactSort } from '@keel/shared/contacts';
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
import { useSalesReps } from '../../../components/use-sales-reps';
import { formatDate } from '../../../lib/format-date';
import { useDeleteContactMutation } from '../api/delete-contact';
import { CONTACTS_PAGE_SIZE, useContactsList } from '../api/list-contacts';
import { ContactDeleteConsequences } from './contact-delete-consequences';

const fullName = (c: Pick<ContactListItem, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`.trim() || '(no name)';

/** Cells that may wrap, so all six columns fit beside the sidebar at 1280 px without scrolling sideways. */
const wrapping = 'px-2.5 py-3 text-slate-700 [overflow-wrap:anywhere]';
const tight = 'px-2.5 py-3 whitespace-nowrap text-slate-700';

const columns: ListColumn<ContactListItem, ContactSort>[] = [
  {
    header: 'Name / Company',
    sort: 'name',
    className: `${wrapping} min-w-[8rem] max-w-[11rem]`,
    cell: (c) => (
      <div>
        <Link to={paths.contact(c.id)} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
          {fullName(c)}
        </Link>
        <div className="text-xs text-slate-600">{c.company_name ?? '—'}</div>
      </div>
    ),
  },
  { header: 'Email', sort: 'email', cell: (c) => c.email, className: `${wrapping} max-w-[12.5rem]` },
  { header: 'Phone', sort: 'phone', cell: (c) => phoneLink(c.phone) ?? '—', className: tight },
  {
    header: 'Status',
    sort: 'status',
    className: tight,
    cell: (c) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${c.status === 'Inquiry' ? 'bg-amber-100 text-amber-900' : 'bg-accent-50 text-accent-800'}`}
      >
        {c.status}
      </span>
    ),
  },
  {
    header: 'Sales Rep',
    sort: 'salesRep',
    cell: (c) => c.sales_rep_name ?? 'Unassigned',
    className: `${wrapping} min-w-[5.5rem] max-w-[8rem]`,
  },
  {
    header: 'Last Contact',
    sort: 'lastContact',
    cell: (c) => (c.last_contact_date ? formatDate(c.last_contact_date) : '—'),
    className: tight,
  },
];

/** All Contacts (docs/product/crm.md#contacts): searched, sorted and paged on the server. */
export function ContactList() {
  const list = useListParams({ sorts: CONTACT_SORTS, defaultSort: 'name' });
  const contacts = useContactsList(list.params);
  const remove = useDeleteContactMutation();
  // Bulk assignment offers the app's one list of sales reps and admins (docs/product/roles-and-permissions.md#derived-flags isSalesRep).
  const salesReps = useSalesReps().data;
  useLoadErrorToast(contacts.error, 'Error fetching contacts');

  const onDelete = (contact: ContactListItem) =>
    deleteWithToasts(() => remove.mutateAsync(contact.id), {
      deleted: { title: 'Contact Deleted', description: 'Successfully removed.' },
      failedTitle: 'Error deleting contact',
    });

  return (
    <PageShell
      title="All Contacts"
      actions={
        <NewItemLink to={paths.newContact} icon={UserPlus}>
          Add New Contact
        </NewItemLink>
      }
    >
      <ServerList
        caption="Contacts"
        noun={{ one: 'contact', other: 'contacts' }}
        searchLabel="Search contacts"
        list={list}
        query={contacts}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={CONTACTS_EMPTY_STATE}
        tools={{
          name: 'contacts',
          filterFields: CONTACT_FILTERS,
          defaults: { sort: 'name', dir: 'asc' },
          defaultPageSize: CONTACTS_PAGE_SIZE,
          bulk: { entity: 'Contact', rowLabel: fullName, salesReps, deleteConsequences: (ids) => <ContactDeleteConsequences ids={ids} /> },
        }}
        actions={(c) => (
          <RowActions
            itemLabel={fullName(c)}
            to={paths.editContact(c.id)}
            open="edit"
            onDelete={() => onDelete(c)}
            deleteConsequences={() => <ContactDeleteConsequences ids={[c.id]} />}
          />
        )}
      />
    </PageShell>
  );
}
