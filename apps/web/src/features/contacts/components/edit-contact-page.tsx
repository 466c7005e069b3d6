import { CONTACT_NOT_FOUND, type Contact, type ContactInput } from '@keel/shared/contacts';
import { paths } from '@keel/shared/paths';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useContact } from '../api/get-contact';
import { useUpdateContactMutation } from '../api/update-contact';
import { ContactForm } from './contact-form';

/** /crm/edit-contact/new (docs/product/crm.md#contacts): back to the list with an info toast that says where contacts are added. */
function NewContactRedirect() {
  useEffect(() => {
    toast({
      title: 'Add contacts with Add New Contact',
      description: 'Use "Add New Contact" on the contacts list to add a contact.',
      variant: 'info',
    });
  }, []);
  return <Navigate to={paths.contacts} replace />;
}

/** The title 'Contact Not Found' (docs/product/crm.md#contacts) and the text 'Contact not found.', with a button to the list. */
export function ContactNotFound() {
  return (
    <PageShell title="Contact Not Found" narrow>
      <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-14 text-center">
        <SearchX aria-hidden className="h-10 w-10 text-slate-400" />
        <p className="mt-4 text-slate-600">{CONTACT_NOT_FOUND}</p>
        <Button className="mt-6" asChild>
          <Link to={paths.contacts}>Back to All Contacts</Link>
        </Button>
      </div>
    </PageShell>
  );
}

function EditContact({ contactId }: { contactId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the list as it was (search, sort, page), or to the list when opened directly.
  const backToList = () => (location.key === 'default' ? navigate(paths.contacts) : navigate(-1));
  const contact = useContact(contactId);
  const update = useUpdateContactMutation(contactId);
  const edit = useStaleEdit({
    record: contact.data,
    what: 'contact',
    send: (input: ContactInput, version) => update.mutateAsync({ ...input, version }),
    savedRecord: (saved: Contact) => saved,
    refetch: async () => (await contact.refetch({ throwOnError: true })).data,
    toForm: (latest: Contact) => latest,
    onSaved: () => {
      toast({ title: 'Contact Updated!', description: 'Changes saved.' });
      backToList();
    },
    onError: (error) => toast({ title: 'Error updating contact', description: errorMessage(error), variant: 'destructive' }),
  });

  if (contact.isPending) return <PageLoading label="Loading contact..." />;
  if (contact.error instanceof ApiError && contact.error.status === 404) return <ContactNotFound />;
  if (contact.error) return <PageLoadError title="Edit Contact" record="contact" error={contact.error} />;

  const c = contact.data;

  return (
    <PageShell
      title={`Edit Contact: ${`${c.first_name} ${c.last_name}`.trim()}`}
      description={`Created ${formatDateTime(c.created_at)}${c.created_by ? ` by ${c.created_by}` : ''} · Last updated ${formatDateTime(c.updated_at)}${c.last_modified_by ? ` by ${c.last_modified_by}` : ''}`}
      narrow
    >
      {edit.ui}
      <ContactForm key={c.id} contact={c} rebase={edit.rebase} onSubmit={edit.submit} onCancel={backToList} />
    </PageShell>
  );
}

/** /crm/edit-contact/{contactId} (docs/product/crm.md#contacts). */
export function EditContactPage({ contactId }: { contactId: string }) {
  if (contactId === 'new') return <NewContactRedirect />;
  return <EditContact contactId={contactId} />;
}
