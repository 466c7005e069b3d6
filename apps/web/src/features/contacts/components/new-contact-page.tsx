import type { ContactInput } from '@keel/shared/contacts';
import { NewContactDeal as DealSchema } from '@keel/shared/contact-intake';
import { paths } from '@keel/shared/paths';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddContactMutation } from '../api/add-contact';
import { ContactForm } from './contact-form';
import { type DealDraft, dealInput, NewContactDeal, NO_DEAL } from './new-contact-deal';

/**
 * /crm/contacts/new: staff 'Add New Contact' (decision 0064): Edit Contact's fields, rules and
 * texts for a new contact, and an optional deal saved with it. Visitors keep the New Inquiry form.
 */
export function NewContactPage() {
  const navigate = useNavigate();
  const add = useAddContactMutation();
  const [deal, setDeal] = useState<DealDraft>(NO_DEAL);
  const [dealErrors, setDealErrors] = useState<Record<string, string>>({});

  const onSubmit = async (contact: ContactInput) => {
    const input = dealInput(deal);
    if (input) {
      const checked = DealSchema.safeParse(input);
      if (!checked.success) {
        setDealErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
        return;
      }
    }
    setDealErrors({});
    try {
      const receipt = await add.mutateAsync({ contact, deal: input });
      toast({ title: 'Contact Created', description: 'Successfully added.' });
      void navigate(paths.contact(receipt.contact.id));
    } catch (error) {
      toast({ title: 'Error creating contact', description: errorMessage(error), variant: 'destructive' });
      // Field messages of the deal land on the deal's fields; the contact form places its own.
      if (error instanceof ApiError && error.fields)
        setDealErrors(
          Object.fromEntries(
            Object.entries(error.fields)
              .filter(([f]) => f.startsWith('deal.'))
              .map(([f, m]) => [f.slice(5), m]),
          ),
        );
      throw error;
    }
  };

  return (
    <PageShell
      title="Add New Contact"
      narrow
      description={
        <>
          The contact's details as they gave them to you. Visitors use the public{' '}
          <Link to={paths.inquiry} className="text-accent-700 underline">
            New Inquiry
          </Link>{' '}
          form.
        </>
      }
    >
      <ContactForm
        onSubmit={onSubmit}
        onCancel={() => void navigate(paths.contacts)}
        submitLabel="Create Contact"
        extra={<NewContactDeal draft={deal} onChange={setDeal} errors={dealErrors} />}
      />
    </PageShell>
  );
}
