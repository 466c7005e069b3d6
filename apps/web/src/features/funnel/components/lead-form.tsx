import { zodResolver } from '@hookform/resolvers/zod';
import { type Lead, LeadInput, type LeadInputValues } from '@keel/shared/funnel-lead';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useRebase } from '../../../components/use-stale-edit';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { ApiError } from '../../../lib/api-client';
import type { StageOutcome } from '@keel/shared/deal-figures';
import { useSalesRepsQuery } from '../api/get-sales-reps';
import { formatTimestamp } from '../lead-display';
import { LinkedRecordsSection } from './lead-record-links';
import {
  AddressSection,
  BusinessSection,
  ContactSection,
  DealSection,
  FollowUpSection,
  MarketingSection,
  NotesSection,
  SocialSection,
} from './lead-form-sections';

interface LeadFormProps {
  /** The lead being edited; undefined for a new one. */
  lead?: Lead;
  defaultValues: LeadInputValues;
  /** Saves the values; throws (ApiError) to keep the form open. */
  onSubmit: (values: LeadInput) => Promise<void>;
  onCancel: () => void;
  /** Extra footer actions (e.g. Delete). */
  footer?: React.ReactNode;
  /** The latest saved values to show, keeping the user's unsaved changes (decision 0016). */
  rebase?: LeadInputValues;
  /** The funnel's stages, for the Stage choice. */
  stages: ReadonlyArray<{ id: string; title: string; outcome: StageOutcome }>;
}

/**
 * Every lead-card field of docs/product/records.md#lead-cards, grouped; validated by the same schema
 * as the API. The form does not scroll by itself: the deal page or the quick editor's body scrolls as
 * one (a phone reaches every field), and the buttons stick to the bottom of that view.
 */
export function LeadForm({ lead, defaultValues, onSubmit, onCancel, footer, rebase, stages }: LeadFormProps) {
  const form = useForm<LeadInputValues, unknown, LeadInput>({ resolver: zodResolver(LeadInput), defaultValues });
  useRebase(form.reset, rebase);
  const salesReps = useSalesRepsQuery();
  const busy = form.formState.isSubmitting;
  useUnsavedChangesPrompt(form.formState.isDirty && !busy);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The server's field messages land next to their fields; the toast was raised by the caller.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as Path<LeadInputValues>, { message });
        }
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={lead ? `Edit ${lead.name}` : 'New lead'}>
        <div className="space-y-5 pt-4">
          <DealSection
            salesReps={salesReps.data ?? []}
            stages={stages}
            current={lead ? { id: lead.assignedSalesRepId, name: lead.assignedSalesRep } : undefined}
          />
          <LinkedRecordsSection lead={lead} />
          <FollowUpSection />
          <ContactSection />
          <BusinessSection />
          <SocialSection />
          <AddressSection group="address" title="Address" />
          <AddressSection group="businessAddress" title="Business Address" />
          <AddressSection group="homeAddress" title="Home Address" />
          <MarketingSection />
          <NotesSection />
          {lead ? <RecordDetails lead={lead} /> : null}
        </div>
        <div className="sticky bottom-0 z-10 mt-5 flex flex-wrap items-center gap-3 border-t border-slate-100 bg-white/95 px-1 py-4 backdrop-blur">
          {footer}
          <div className="ml-auto flex gap-3">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : lead ? 'Save Changes' : 'Create Lead'}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** Set by the server: shown, never edited. */
function RecordDetails({ lead }: { lead: Lead }) {
  const rows: Array<[string, string]> = [
    ['Stage', lead.stageTitle],
    ...(lead.closedAt
      ? ([[lead.stageOutcome === 'won' ? 'Won On' : 'Lost On', formatTimestamp(lead.closedAt)]] as Array<[string, string]>)
      : []),
    ['Date Created', formatTimestamp(lead.dateCreated)],
    ['Date Modified', formatTimestamp(lead.dateModified)],
    ['Created By', lead.createdBy ?? '—'],
    ['Last Modified By', lead.lastModifiedBy ?? '—'],
  ];
  return (
    <section aria-label="Record details" className="rounded-lg bg-slate-50 p-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
