import {
  type Allocation,
  ConfirmInput,
  type Demand,
  FIT_SCORE,
  fittingMatches,
  type Match,
  MATCH_KIND_LABELS,
  overAllocationText,
} from '@keel/shared/demands';
import { paths } from '@keel/shared/paths';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalBody, ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useAllocate, useDemandMatches } from '../api/demands';
import { EndAllocationButton, ExtendAllocationButton, WithdrawProposalButton } from './allocation-actions';
import { ProposeCandidateButton } from './candidate-proposals';
import { DialogActions } from './dialog-actions';

/** Confirms a proposed consultant with dates and % (prefilled from the demand). */
function ConfirmAllocationDialog({
  demand,
  match,
  onClose,
  onConfirmed,
}: {
  demand: Demand;
  match: Match;
  onClose: () => void;
  onConfirmed: (a: Allocation) => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ starts_on: demand.starts_on, ends_on: demand.ends_on, pct: String(demand.allocation_pct) });
  const [problem, setProblem] = useState<string | null>(null);
  const allocate = useAllocate(demand.deal_id, demand.demand_id);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ConfirmInput.safeParse({ starts_on: values.starts_on, ends_on: values.ends_on, allocation_pct: Number(values.pct) });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    try {
      onConfirmed(
        (await allocate.mutateAsync({ kind: 'confirm', allocationId: match.allocation!.allocation_id, input: parsed.data })) as Allocation,
      );
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  return (
    <ModalDialog open onOpenChange={(open) => (open ? null : onClose())} title={`Confirm ${match.name}`}>
      <ModalBody>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label={`Confirm ${match.name}`}>
          <Field id={`${id}-start`} label="Start date">
            <Input type="date" value={values.starts_on} onChange={set('starts_on')} />
          </Field>
          <Field id={`${id}-end`} label="End date">
            <Input type="date" value={values.ends_on} onChange={set('ends_on')} />
          </Field>
          <Field id={`${id}-pct`} label="Allocation (%)">
            <Input inputMode="numeric" value={values.pct} onChange={set('pct')} />
          </Field>
          <DialogActions
            problem={problem}
            busy={allocate.isPending}
            label="Confirm Allocation"
            busyLabel="Confirming..."
            onCancel={onClose}
          />
        </form>
      </ModalBody>
    </ModalDialog>
  );
}

function MatchItem({
  demand,
  match,
  canAllocate,
  canProposeCandidates,
}: {
  demand: Demand;
  match: Match;
  canAllocate: boolean;
  canProposeCandidates: boolean;
}) {
  const allocate = useAllocate(demand.deal_id, demand.demand_id);
  const [confirming, setConfirming] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const propose = async () => {
    try {
      await allocate.mutateAsync({ kind: 'propose', consultantId: match.id });
      toast({ title: 'Consultant Proposed', description: `${match.name} is proposed for ${demand.role_title}.` });
    } catch (error) {
      toast({ title: 'Error proposing consultant', description: errorMessage(error), variant: 'destructive' });
    }
  };
  const parts = [match.skills, match.availability, ...(match.rate ? [match.rate] : []), match.location];
  const labels = ['Skills', 'Availability', ...(match.rate ? ['Rate fit'] : []), 'Location'];
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {match.kind === 'consultant' ? (
              <Link to={paths.consultant(match.id)} className="text-accent-700 hover:underline">
                {match.name}
              </Link>
            ) : (
              match.name
            )}{' '}
            <span className="text-sm font-normal text-slate-600">
              · {MATCH_KIND_LABELS[match.kind]}
              {match.detail ? ` · ${match.detail}` : ''}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            Score <strong>{match.score}</strong> of 100
            {match.allocation ? ` · ${match.allocation.status === 'confirmed' ? 'Confirmed' : 'Proposed'}` : ''}
          </p>
        </div>
        {canAllocate && match.kind === 'consultant' ? (
          !match.allocation ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void propose()}
              disabled={allocate.isPending}
              aria-label={`Propose ${match.name}`}
            >
              Propose
            </Button>
          ) : match.allocation.status === 'proposed' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setConfirming(true)} aria-label={`Confirm ${match.name}`}>
                Confirm
              </Button>
              <WithdrawProposalButton demand={demand} match={match} />
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <ExtendAllocationButton
                demand={demand}
                match={match}
                onExtended={(a) => {
                  const over = a.over_allocation ? overAllocationText(a.consultant_name, a.over_allocation) : null;
                  setWarning(over);
                  toast({
                    title: 'Allocation Extended',
                    description:
                      over ?? `${a.consultant_name} works on ${demand.role_title} until ${formatDate(a.ends_on)} at ${a.allocation_pct}%.`,
                  });
                }}
              />
              <EndAllocationButton demand={demand} match={match} />
            </div>
          )
        ) : null}
        {canProposeCandidates && match.kind !== 'consultant' ? <ProposeCandidateButton demand={demand} match={match} /> : null}
      </div>
      <dl className="mt-2 grid gap-1 text-sm">
        {parts.map((p, i) => (
          <div key={labels[i]} className="grid gap-x-2 sm:grid-cols-[8rem_4rem_minmax(0,1fr)]">
            <dt className="font-medium text-slate-700">{labels[i]}</dt>
            <dd className="text-slate-600">
              {p.points}/{p.max}
            </dd>
            <dd className="text-slate-600">{p.text}</dd>
          </div>
        ))}
      </dl>
      {warning ? (
        <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmAllocationDialog
          demand={demand}
          match={match}
          onClose={() => setConfirming(false)}
          onConfirmed={(a) => {
            setConfirming(false);
            const over = a.over_allocation ? overAllocationText(a.consultant_name, a.over_allocation) : null;
            setWarning(over);
            toast({ title: 'Allocation Confirmed', description: over ?? `${a.consultant_name} is allocated to ${demand.role_title}.` });
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * A demand's ranked matches (decision 0092), each score with its reasons; consultants proposed and
 * confirmed by admins and sales reps (decision 0093), candidates proposed by admins and recruiters (decision 0103).
 */
export function DemandMatchesList({
  demand,
  canAllocate,
  canProposeCandidates = false,
}: {
  demand: Demand;
  canAllocate: boolean;
  canProposeCandidates?: boolean;
}) {
  const matches = useDemandMatches(demand.deal_id, demand.demand_id);
  if (matches.isPending) return <Spinner label="Ranking matches..." />;
  if (matches.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(matches.error)}
      </p>
    );
  const { matches: list, candidates_shown } = matches.data;
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-slate-600">
        {candidates_shown ? 'Bench consultants and candidates' : 'Bench consultants'}, best first (top 20).
      </p>
      {list.length === 0 ? (
        <p className="text-slate-600">Nobody fits this demand yet.</p>
      ) : fittingMatches(list).length === 0 ? (
        <p className="text-sm text-slate-600">Nobody fits this demand yet: no match scores {FIT_SCORE} or more.</p>
      ) : null}
      {list.length === 0 ? null : (
        <ol className="space-y-2" aria-label={`Matches for ${demand.role_title}`}>
          {list.map((m) => (
            <MatchItem
              key={`${m.kind}-${m.id}`}
              demand={demand}
              match={m}
              canAllocate={canAllocate}
              canProposeCandidates={canProposeCandidates}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
