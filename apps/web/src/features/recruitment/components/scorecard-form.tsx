import type { Interview } from '@keel/shared/interviews';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRecordScorecard } from '../api/record-scorecard';

/** An interviewer's own scorecard for one interview: a 1–5 rating and notes (saving again revises it). */
export function ScorecardForm({ interview, currentUserId }: { interview: Interview; currentUserId: string }) {
  const mine = interview.scorecards.find((s) => s.interviewer_id === currentUserId);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const save = useRecordScorecard(interview.application_id, interview.interview_id);
  const id = `scorecard-${interview.interview_id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      toast({ title: 'Validation Error', description: 'Rate from 1 to 5.', variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({ rating, notes });
      toast({ title: 'Scorecard Saved!', description: `You rated ${rating} of 5.` });
    } catch (error) {
      toast({ title: 'Error saving scorecard', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="mt-3 rounded-lg border border-slate-200 p-3">
      <h5 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {mine ? 'Your scorecard' : 'Record your scorecard'}
      </h5>
      <fieldset className="mt-2">
        <legend className="text-sm text-slate-700">Rating (1 poor – 5 excellent)</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="h-4 w-4"
              />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-notes`} label="Notes" className="mt-2">
        <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <Button type="submit" className="mt-2" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Scorecard'}
      </Button>
    </form>
  );
}
