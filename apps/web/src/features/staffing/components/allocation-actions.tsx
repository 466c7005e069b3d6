import {
  type Allocation,
  type Demand,
  EndAllocationInput,
  type EndedAllocation,
  ExtendAllocationInput,
  type Match,
} from '@keel/shared/demands';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalBody, ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useAllocate } from '../api/demands';
import { DialogActions } from './dialog-actions';

const today = () => new Date().toISOString().slice(0, 10);

/** Withdraws a proposed consultant (decision 0097): nothing was agreed yet, so one click; both timelines record it. */
export function WithdrawProposalButton({ demand, match }: { demand: Demand; match: Match }) {
  const allocate = useAllocate(demand.deal_id, demand.demand_id);
  const withdraw = async () => {
    try {
      await allocate.mutateAsync({ kind: 'withdraw', allocationId: match.allocation!.allocation_id });
      toast({ title: 'Proposal Withdrawn', description: `${match.name} is no longer proposed for ${demand.role_title}.` });
    } catch (error) {
      toast({ title: 'Error withdrawing proposal', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void withdraw()} disabled={allocate.isPending} aria-label={`Withdraw ${match.name}`}>
      Withdraw
    </Button>
  );
}

/**
 * Ends a confirmed allocation after a confirmation dialog (decision 0097): the last day shortens it;
 * a last day before its start removes it. It is never extended here.
 */
export function EndAllocationButton({ demand, match }: { demand: Demand; match: Match }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`End allocation of ${match.name}`}>
        End allocation
      </Button>
      {open ? <EndAllocationDialog demand={demand} match={match} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EndAllocationDialog({ demand, match, onClose }: { demand: Demand; match: Match; onClose: () => void }) {
  const id = useId();
  const allocate = useAllocate(demand.deal_id, demand.demand_id);
  const [lastDay, setLastDay] = useState(() => (today() < demand.ends_on ? today() : demand.ends_on));
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = EndAllocationInput.safeParse({ last_day: lastDay });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    try {
      const ended = (await allocate.mutateAsync({
        kind: 'end',
        allocationId: match.allocation!.allocation_id,
        lastDay: parsed.data.last_day,
      })) as EndedAllocation;
      toast({
        title: ended.removed ? 'Allocation Removed' : 'Allocation Ended',
        description: ended.removed
          ? `${match.name} is no longer allocated to ${demand.role_title}.`
          : `${match.name} works on ${demand.role_title} until ${formatDate(ended.ends_on!)}.`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  return (
    <ModalDialog open onOpenChange={(next) => (next ? null : onClose())} title={`End the allocation of ${match.name}?`}>
      <ModalBody>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label={`End the allocation of ${match.name}`}>
          <p className="text-sm text-slate-600">
            {match.name} stops working on {demand.role_title} after the last day. A last day before the allocation starts removes it. Both
            the deal&apos;s and the consultant&apos;s timelines record it.
          </p>
          <Field id={`${id}-last`} label="Last day">
            <Input type="date" value={lastDay} onChange={(e) => setLastDay(e.target.value)} />
          </Field>
          <DialogActions
            problem={problem}
            busy={allocate.isPending}
            label="End Allocation"
            busyLabel="Ending..."
            destructive
            onCancel={onClose}
          />
        </form>
      </ModalBody>
    </ModalDialog>
  );
}

/**
 * Extends a confirmed allocation (decision 0109): a later last day and/or another %, checked for
 * over-allocation as confirming is; `onExtended` gets the answer so the match can show the warning.
 */
export function ExtendAllocationButton({
  demand,
  match,
  onExtended,
}: {
  demand: Demand;
  match: Match;
  onExtended: (a: Allocation) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Extend the allocation of ${match.name}`}>
        Extend
      </Button>
      {open ? (
        <ExtendAllocationDialog
          demand={demand}
          match={match}
          onClose={() => setOpen(false)}
          onExtended={(a) => {
            setOpen(false);
            onExtended(a);
          }}
        />
      ) : null}
    </>
  );
}

function ExtendAllocationDialog({
  demand,
  match,
  onClose,
  onExtended,
}: {
  demand: Demand;
  match: Match;
  onClose: () => void;
  onExtended: (a: Allocation) => void;
}) {
  const id = useId();
  const allocate = useAllocate(demand.deal_id, demand.demand_id);
  const period = match.allocation?.period;
  const [endsOn, setEndsOn] = useState(period?.ends_on ?? demand.ends_on);
  const [pct, setPct] = useState(String(period?.allocation_pct ?? demand.allocation_pct));
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ExtendAllocationInput.safeParse({ ends_on: endsOn, allocation_pct: Number(pct) });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    try {
      onExtended(
        (await allocate.mutateAsync({ kind: 'extend', allocationId: match.allocation!.allocation_id, input: parsed.data })) as Allocation,
      );
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  return (
    <ModalDialog open onOpenChange={(next) => (next ? null : onClose())} title={`Extend the allocation of ${match.name}`}>
      <ModalBody>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label={`Extend the allocation of ${match.name}`}>
          <p className="text-sm text-slate-600">
            {period ? `Allocated from ${formatDate(period.starts_on)} to ${formatDate(period.ends_on)} at ${period.allocation_pct}%. ` : ''}
            Move the last day later or change the %; to shorten it, end it instead. Over-allocation is flagged as on confirming, and both
            timelines record the change.
          </p>
          <Field id={`${id}-end`} label="New last day">
            <Input type="date" value={endsOn} min={period?.ends_on} onChange={(e) => setEndsOn(e.target.value)} />
          </Field>
          <Field id={`${id}-pct`} label="Allocation (%)">
            <Input inputMode="numeric" value={pct} onChange={(e) => setPct(e.target.value)} />
          </Field>
          <DialogActions
            problem={problem}
            busy={allocate.isPending}
            label="Extend Allocation"
            busyLabel="Extending..."
            onCancel={onClose}
          />
        </form>
      </ModalBody>
    </ModalDialog>
  );
}
