import { FUNNEL_TOASTS } from '@keel/shared/funnel';
import type { Lead, LeadInput } from '@keel/shared/funnel-lead';
import { paths } from '@keel/shared/paths';
import { Columns3, Pencil, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { RecordSection } from '../../../components/records/record-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useFunnelStages } from '../../../components/use-funnel-stages';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteLeadMutation } from '../api/delete-lead';
import { useLeadQuery } from '../api/get-lead';
import { useSaveLeadMutation } from '../api/save-lead';
import { DealDetails, StageBadge } from './deal-details';
import { LeadForm } from './lead-form';
import { leadValues } from './lead-form-values';

export const DEAL_NOT_FOUND = 'Deal not found.';

function DealNotFound() {
  return (
    <PageShell title="Deal Not Found" narrow>
      <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-14 text-center">
        <SearchX aria-hidden className="h-10 w-10 text-slate-400" />
        <p className="mt-4 text-slate-600">{DEAL_NOT_FOUND}</p>
        <Button className="mt-6" asChild>
          <Link to={paths.funnel}>Back to the Sales Funnel</Link>
        </Button>
      </div>
    </PageShell>
  );
}

/** The deal's company and contacts, each linked to its page (decision 0024). */
function DealRecords({ lead }: { lead: Lead }) {
  const link = 'font-medium break-words text-accent-700 hover:underline';
  return (
    <>
      <RecordSection title="Company">
        {lead.companyId ? (
          <Link to={paths.company(lead.companyId)} className={link}>
            {lead.company ?? 'Unnamed company'}
          </Link>
        ) : (
          <p className="text-slate-600">{lead.company ? `${lead.company} (not linked to a company record)` : 'No company linked.'}</p>
        )}
      </RecordSection>
      <RecordSection title="Contacts" count={String(lead.contacts.length)}>
        {lead.contacts.length === 0 ? (
          <p className="text-slate-600">No contacts linked.</p>
        ) : (
          <ul className="space-y-1.5">
            {lead.contacts.map((c) => (
              <li key={c.id}>
                <Link to={paths.contact(c.id)} className={link}>
                  {c.name || '(no name)'}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
    </>
  );
}

function DealRecord({ lead, timeline, staffing }: { lead: Lead; timeline?: ReactNode; staffing?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const query = useLeadQuery(lead.id);
  const save = useSaveLeadMutation();
  const remove = useDeleteLeadMutation();
  const stages = useFunnelStages(editing);
  const navigate = useNavigate();
  // The lead editor's rules and texts, with the stale-edit check every record has (decision 0016), in place.
  const edit = useStaleEdit({
    record: lead,
    what: 'deal',
    send: (values: LeadInput, version) => save.mutateAsync({ mode: 'update', id: lead.id, version, values }),
    savedRecord: (saved: Lead) => saved,
    refetch: async () => (await query.refetch({ throwOnError: true })).data,
    toForm: leadValues,
    onSaved: () => {
      toast({ title: FUNNEL_TOASTS.leadUpdated, description: 'Changes saved.' });
      setEditing(false);
    },
    onError: (error) => toast({ title: 'Error updating lead', description: errorMessage(error), variant: 'destructive' }),
  });
  useEffect(() => {
    if (editing) document.getElementById('lead-name')?.focus();
  }, [editing]);

  const onDelete = async () => {
    try {
      await remove.mutateAsync(lead.id);
      toast({ title: FUNNEL_TOASTS.leadDeleted });
      void navigate(paths.funnel);
    } catch (error) {
      toast({ title: 'Error deleting lead', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <PageShell
      title={lead.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StageBadge lead={lead} />
          {lead.companyId ? (
            <Link to={paths.company(lead.companyId)} className="text-accent-700 hover:underline">
              {lead.company ?? 'Unnamed company'}
            </Link>
          ) : (
            lead.company
          )}
        </span>
      }
      actions={
        editing ? null : (
          <>
            <Button variant="outline" asChild>
              <Link to={paths.funnel}>
                <Columns3 aria-hidden className="h-4 w-4" /> Sales Funnel
              </Link>
            </Button>
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </Button>
          </>
        )
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {/* The main column: details (or their form), the staffing section, then the timeline with its composer (both composed by the route). */}
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {edit.ui}
          {editing ? (
            <RecordSection title="Edit Deal">
              <LeadForm
                key={lead.id}
                lead={lead}
                stages={stages.data ?? []}
                defaultValues={leadValues(lead)}
                rebase={edit.rebase}
                onSubmit={edit.submit}
                onCancel={() => setEditing(false)}
                footer={
                  <ConfirmDialog
                    trigger={
                      <Button variant="destructive" disabled={remove.isPending}>
                        Delete Lead
                      </Button>
                    }
                    description={`"${lead.name}" will be removed from the funnel for everyone.`}
                    onConfirm={onDelete}
                  />
                }
              />
            </RecordSection>
          ) : (
            <DealDetails lead={lead} />
          )}
          {staffing}
          {timeline}
        </div>
        <div className="min-w-0 space-y-6">
          <DealRecords lead={lead} />
        </div>
      </div>
    </PageShell>
  );
}

/** /crm/deals/{dealId}: a deal's page (decision 0061): details edited in place, its staffing (decision 0092), company and contacts, timeline. */
export function DealRecordPage({ dealId, timeline, staffing }: { dealId: string; timeline?: ReactNode; staffing?: ReactNode }) {
  const lead = useLeadQuery(dealId);
  if (lead.isPending) return <PageLoading label="Loading deal..." />;
  if (lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 400)) return <DealNotFound />;
  if (lead.error) return <PageLoadError title="Deal" record="deal" error={lead.error} />;
  return <DealRecord lead={lead.data} timeline={timeline} staffing={staffing} />;
}
