import { type ApplicantApplication, OFFER_STAGES } from '@keel/shared/applications';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptedOffer } from '../api/accepted-offer';

/**
 * The offer the candidate accepted for this job and the day they start (decision 0108): the
 * capacity forecast counts them from that day until they are made a consultant. Recorded at Offer
 * Extended or Hired; removed (after a confirmation) when it no longer holds.
 */
export function AcceptedOffer({ applicantId, application: a }: { applicantId: string; application: ApplicantApplication }) {
  const offer = useAcceptedOffer(applicantId, a);
  const [startsOn, setStartsOn] = useState('');
  const fieldId = `offer-start-${a.application_id}`;

  async function save(value: string | null) {
    try {
      await offer.mutateAsync(value);
      toast({ title: value === null ? 'Accepted offer removed' : 'Accepted offer recorded' });
      setStartsOn('');
    } catch (error) {
      toast({ title: 'Error saving the accepted offer', description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (a.accepted_offer)
    return (
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <p>
          Offer accepted · starts <span className="font-semibold text-slate-900">{a.accepted_offer.starts_on}</span>
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              Remove accepted offer
            </Button>
          }
          title="Remove the accepted offer?"
          description={`The capacity forecast stops counting this candidate from ${a.accepted_offer.starts_on}.`}
          confirmLabel="Remove"
          onConfirm={() => save(null)}
        />
      </div>
    );
  if (!OFFER_STAGES.includes(a.stage)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(startsOn);
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
      <Field id={fieldId} label="Offer accepted: start date">
        <Input type="date" value={startsOn} required onChange={(e) => setStartsOn(e.target.value)} />
      </Field>
      <Button type="submit" variant="outline" disabled={!startsOn || offer.isPending}>
        {offer.isPending ? 'Saving...' : 'Record accepted offer'}
      </Button>
    </form>
  );
}
