import type { Lead, LeadInputValues } from '@keel/shared/funnel-lead';
import { paths } from '@keel/shared/paths';
import { ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { RecordCombobox, type RecordChoice } from '../../../components/records/record-combobox';
import { Field } from '../../../components/ui/field';
import { useCompanyChoices, useContactChoices } from '../api/search-records';
import { FormSection, leadFieldId } from './lead-form-fields';

const recordLink = 'inline-flex items-center gap-1 text-sm text-accent-700 hover:underline';

/**
 * The company and contact records a lead is about (decision 0024): searchable pickers instead of
 * free text, each choice linked to its record page. The server takes the records' names.
 */
export function LinkedRecordsSection({ lead }: { lead?: Lead }) {
  const { formState, setValue } = useFormContext<LeadInputValues>();
  const company = useController<LeadInputValues, 'companyId'>({ name: 'companyId' });
  const contacts = useController<LeadInputValues, 'contactIds'>({ name: 'contactIds' });
  // Names of the records the form's ids point at: the lead's own, then whatever the user picks.
  const [names, setNames] = useState<Map<string, string>>(
    () =>
      new Map([
        ...(lead?.companyId && lead.company ? [[lead.companyId, lead.company] as const] : []),
        ...(lead?.contacts ?? []).map((c) => [c.id, c.name] as const),
      ]),
  );
  const remember = (choice: RecordChoice) => setNames((current) => new Map(current).set(choice.id, choice.name));
  const companyId = (company.field.value as string | null | undefined) || null;
  const contactIds = (contacts.field.value as string[] | undefined) ?? [];
  const error = (name: string) => (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const legacyCompany = !companyId && lead?.company ? `Recorded as "${lead.company}", not linked to a company record.` : undefined;

  return (
    <FormSection title="Company & Contacts">
      <div className="space-y-2">
        <Field id={leadFieldId('companyId')} label="Company" error={error('companyId')} hint={legacyCompany}>
          <RecordCombobox
            id={leadFieldId('companyId')}
            value={companyId ? { id: companyId, name: names.get(companyId) ?? 'Linked company' } : null}
            onChange={(choice) => {
              if (choice) remember(choice);
              company.field.onChange(choice?.id ?? '');
              // The card's company text follows the record (the server does the same).
              if (choice) setValue('company', choice.name, { shouldDirty: true });
            }}
            useOptions={useCompanyChoices}
            listLabel="Companies"
            placeholder="Search companies…"
            noun={{ one: 'company', other: 'companies' }}
          />
        </Field>
        {companyId ? (
          <Link to={paths.company(companyId)} className={recordLink}>
            <ExternalLink aria-hidden className="h-3.5 w-3.5" /> Open company page<span className="sr-only">: {names.get(companyId)}</span>
          </Link>
        ) : null}
      </div>
      <div className="space-y-2">
        <Field
          id={leadFieldId('contactIds')}
          label="Add Contact"
          error={error('contactIds')}
          hint="The first contact is the lead's contact person."
        >
          <RecordCombobox
            key={contactIds.join()}
            id={leadFieldId('contactIds')}
            value={null}
            onChange={(choice) => {
              if (!choice || contactIds.includes(choice.id)) return;
              remember(choice);
              contacts.field.onChange([...contactIds, choice.id]);
            }}
            useOptions={useContactChoices}
            listLabel="Contacts"
            placeholder="Search contacts…"
            noun={{ one: 'contact', other: 'contacts' }}
          />
        </Field>
        {contactIds.length ? (
          <ul aria-label="Linked contacts" className="flex flex-wrap gap-2">
            {contactIds.map((id) => (
              <li key={id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm">
                <Link to={paths.contact(id)} className="text-accent-800 hover:underline">
                  {names.get(id) ?? 'Linked contact'}
                </Link>
                <button
                  type="button"
                  aria-label={`Remove ${names.get(id) ?? 'contact'}`}
                  onClick={() => contacts.field.onChange(contactIds.filter((other) => other !== id))}
                  className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                >
                  <X aria-hidden className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FormSection>
  );
}
