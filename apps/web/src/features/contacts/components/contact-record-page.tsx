import type { Contact, ContactInput } from '@keel/shared/contacts';
import { paths } from '@keel/shared/paths';
import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import type { ReactNode } from 'react';
import { RecordSection } from '../../../components/records/record-section';
import { RelatedLeads } from '../../../components/records/related-leads';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useContact } from '../api/get-contact';
import { useContactLeads } from '../api/get-contact-leads';
import { useUpdateContactMutation } from '../api/update-contact';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactNotFound } from './edit-contact-page';

function ContactLeads({ contactId }: { contactId: string }) {
  const leads = useContactLeads(contactId);
  if (leads.isPending) return <Spinner label="Loading funnel leads..." showLabel />;
  if (leads.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the funnel leads: {errorMessage(leads.error)}
      </p>
    );
  return <RelatedLeads leads={leads.data} emptyText="No funnel leads list this contact." />;
}

type ContactActions = (contact: Contact) => ReactNode;

function ContactRecord({ contact: c, timeline, actions }: { contact: Contact; timeline?: ReactNode; actions?: ContactActions }) {
  const [editing, setEditing] = useState(false);
  const contact = useContact(c.id);
  const update = useUpdateContactMutation(c.id);
  // Edit Contact's rules and texts (docs/product/validation.md#contact, docs/product/texts-and-constants.md#contacts-and-companies), with its stale-edit handling (decision 0016), in place.
  const edit = useStaleEdit({
    record: c,
    what: 'contact',
    send: (input: ContactInput, version) => update.mutateAsync({ ...input, version }),
    savedRecord: (saved: Contact) => saved,
    refetch: async () => (await contact.refetch({ throwOnError: true })).data,
    toForm: (latest: Contact) => latest,
    onSaved: () => {
      toast({ title: 'Contact Updated!', description: 'Changes saved.' });
      setEditing(false);
    },
    onError: (error) => toast({ title: 'Error updating contact', description: errorMessage(error), variant: 'destructive' }),
  });
  // Keyboard users land in the form they opened.
  useEffect(() => {
    if (editing) document.getElementById('contact-first_name')?.focus();
  }, [editing]);

  const name = `${c.first_name} ${c.last_name}`.trim() || '(no name)';
  return (
    <PageShell
      title={name}
      description={
        <>
          {c.job_title ?? 'Contact'}
          {c.company_id ? (
            <>
              {' at '}
              <Link to={paths.company(c.company_id)} className="text-accent-700 hover:underline">
                {c.company_name ?? 'Unnamed company'}
              </Link>
            </>
          ) : null}
        </>
      }
      actions={
        editing ? null : (
          <>
            {actions?.(c)}
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </Button>
          </>
        )
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {/* The main column: details, then the record's timeline (activities and history, composed by the route). */}
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {editing ? (
            <div className="space-y-4">
              {edit.ui}
              <ContactForm key={c.id} contact={c} rebase={edit.rebase} onSubmit={edit.submit} onCancel={() => setEditing(false)} />
            </div>
          ) : (
            <RecordSection title="Details">
              {edit.ui}
              <ContactDetails contact={c} />
            </RecordSection>
          )}
          {timeline}
        </div>
        <div className="min-w-0 space-y-6">
          <ContactLeads contactId={c.id} />
        </div>
      </div>
    </PageShell>
  );
}

/** /crm/contacts/{contactId}: a contact's page (decision 0024). */
export function ContactRecordPage({ contactId, timeline, actions }: { contactId: string; timeline?: ReactNode; actions?: ContactActions }) {
  const contact = useContact(contactId);
  if (contact.isPending) return <PageLoading label="Loading contact..." />;
  if (contact.error instanceof ApiError && contact.error.status === 404) return <ContactNotFound />;
  if (contact.error) return <PageLoadError title="Contact" record="contact" error={contact.error} />;
  return <ContactRecord contact={contact.data} timeline={timeline} actions={actions} />;
}
