import { type Demand, demandPlace, SENIORITY_LABELS } from '@keel/shared/demands';
import { SKILL_LEVEL_LABELS } from '@keel/shared/consultants';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RecordSection } from '../../../components/records/record-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useDealDemands, useDeleteDemand } from '../api/demands';
import { DemandDialog } from './demand-dialog';
import { DemandMatchesList } from './demand-matches';
import { DemandJobLine } from './demand-job-line';
import { ProposedCandidates } from './candidate-proposals';

export interface StaffingPermissions {
  /** Admins and sales reps add, edit and remove demands. */
  canEdit: boolean;
  /** Admins and sales reps see target rates. */
  canSeeRates: boolean;
  /** Admins and recruiters make a job from a demand and open it (decision 0097), and propose candidates (decision 0103). */
  canMakeJobs?: boolean;
}

const money = (amount: number, currency: string | null) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();

function DemandItem({ dealId, demand, permissions }: { dealId: string; demand: Demand; permissions: StaffingPermissions }) {
  const [editing, setEditing] = useState(false);
  const [showMatches, setShowMatches] = useState(false);
  const remove = useDeleteDemand(dealId);
  const onDelete = async () => {
    try {
      await remove.mutateAsync(demand.demand_id);
      toast({ title: 'Demand Removed', description: `${demand.role_title} has been removed.` });
    } catch (error) {
      toast({ title: 'Error removing demand', description: errorMessage(error), variant: 'destructive' });
    }
  };
  const rate = demand.rate?.target_day_rate;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{demand.role_title}</h3>
          <p className="text-sm text-slate-600">
            {SENIORITY_LABELS[demand.seniority]} · {formatDate(demand.starts_on)} – {formatDate(demand.ends_on)} · {demand.allocation_pct}%
            · {demandPlace(demand)}
            {rate != null ? ` · Target ${money(rate, demand.rate?.rate_currency ?? null)} per day` : ''}
          </p>
        </div>
        {permissions.canEdit ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${demand.role_title}`}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" aria-label={`Remove ${demand.role_title}`} disabled={remove.isPending}>
                  <Trash2 aria-hidden className="h-4 w-4" /> Remove
                </Button>
              }
              description={`The demand "${demand.role_title}" will be removed from this deal.`}
              confirmLabel="Remove"
              onConfirm={onDelete}
            />
          </div>
        ) : null}
      </div>
      {demand.skills.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Skills of ${demand.role_title}`}>
          {demand.skills.map((s) => (
            <li key={s.skill_id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {s.name} · at least {s.min_level} ({SKILL_LEVEL_LABELS[s.min_level]})
            </li>
          ))}
        </ul>
      ) : null}
      <DemandJobLine demand={demand} canMakeJobs={permissions.canMakeJobs ?? false} />
      <ProposedCandidates demand={demand} />
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        aria-expanded={showMatches}
        onClick={() => setShowMatches((v) => !v)}
        aria-label={`${showMatches ? 'Hide' : 'Show'} matches for ${demand.role_title}`}
      >
        {showMatches ? 'Hide matches' : 'Show matches'}
      </Button>
      {showMatches ? (
        <DemandMatchesList demand={demand} canAllocate={permissions.canEdit} canProposeCandidates={permissions.canMakeJobs ?? false} />
      ) : null}
      {editing ? (
        <DemandDialog
          dealId={dealId}
          demand={demand}
          canSeeRates={permissions.canSeeRates}
          open={editing}
          onOpenChange={setEditing}
          onSaved={(saved) => {
            toast({ title: 'Demand Updated', description: `${saved.role_title} has been saved.` });
            setEditing(false);
          }}
        />
      ) : null}
    </li>
  );
}

/** The deal page's Staffing section (decision 0092): the roles the deal needs. */
export function DealStaffing({ dealId, permissions }: { dealId: string; permissions: StaffingPermissions }) {
  const demands = useDealDemands(dealId);
  const [adding, setAdding] = useState(false);
  return (
    <RecordSection
      title="Staffing"
      count={demands.data ? String(demands.data.length) : undefined}
      actions={
        permissions.canEdit ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Add Demand
          </Button>
        ) : null
      }
    >
      {demands.isPending ? (
        <Spinner label="Loading demands..." />
      ) : demands.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(demands.error)}
        </p>
      ) : demands.data.length === 0 ? (
        <p className="text-slate-600">No demands yet.</p>
      ) : (
        <ul className="space-y-3">
          {demands.data.map((d) => (
            <DemandItem key={d.demand_id} dealId={dealId} demand={d} permissions={permissions} />
          ))}
        </ul>
      )}
      {adding ? (
        <DemandDialog
          dealId={dealId}
          canSeeRates={permissions.canSeeRates}
          open={adding}
          onOpenChange={setAdding}
          onSaved={(saved) => {
            toast({ title: 'Demand Added', description: `${saved.role_title} has been added.` });
            setAdding(false);
          }}
        />
      ) : null}
    </RecordSection>
  );
}
