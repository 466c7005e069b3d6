import type { Competency } from '@keel/shared/interview-kits';
import {
  type Interview,
  RATING_LABELS,
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
} from '@keel/shared/interviews';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRecordScorecard } from '../api/record-scorecard';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * An interviewer's own scorecard for one interview (decision 0082): each competency of the job's
 * kit rated 1–4 with notes, and an overall recommendation (saving again revises it).
 */
export function ScorecardForm({
  interview,
  currentUserId,
  competencies,
}: {
  interview: Interview;
  currentUserId: string;
  competencies: readonly Competency[];
}) {
  const mine = interview.scorecards.find((s) => s.interviewer_id === currentUserId);
  const [ratings, setRatings] = useState<Record<string, number>>(
    Object.fromEntries((mine?.ratings ?? []).map((r) => [r.competency_id, r.rating])),
  );
  const [ratingNotes, setRatingNotes] = useState<Record<string, string>>(
    Object.fromEntries((mine?.ratings ?? []).map((r) => [r.competency_id, r.notes ?? ''])),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | null>(mine?.recommendation ?? null);
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const save = useRecordScorecard(interview.application_id, interview.interview_id);
  const id = `scorecard-${interview.interview_id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const unrated = competencies.find((c) => !ratings[c.id]);
    if (unrated || !recommendation) {
      const description = unrated ? `Rate ${unrated.name} from 1 to 4.` : 'Choose an overall recommendation.';
      toast({ title: 'Validation Error', description, variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({
        recommendation,
        notes,
        ratings: competencies.map((c) => ({ competency_id: c.id, rating: ratings[c.id], notes: ratingNotes[c.id] ?? '' })),
      });
      toast({ title: 'Scorecard Saved!', description: `Your recommendation: ${RECOMMENDATION_LABELS[recommendation]}.` });
    } catch (error) {
      toast({ title: 'Error saving scorecard', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="mt-3 rounded-lg border border-slate-200 p-3">
      <h5 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {mine ? 'Your scorecard' : 'Record your scorecard'}
      </h5>
      {competencies.map((c) => (
        <fieldset key={c.id} className="mt-3 border-t border-slate-100 pt-2">
          <legend className="text-sm font-medium text-slate-900">
            {c.name}
            {c.weight !== null ? <span className="font-normal text-slate-600"> (weight {c.weight})</span> : null}
          </legend>
          {c.questions.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-600">
              {c.questions.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-3">
            {SCALE.map((n) => (
              <label key={n} className="flex items-center gap-1 text-sm">
                <input
                  type="radio"
                  name={`${id}-${c.id}`}
                  value={n}
                  checked={ratings[c.id] === n}
                  onChange={() => setRatings((all) => ({ ...all, [c.id]: n }))}
                  className="h-4 w-4"
                />
                {n} {RATING_LABELS[n]}
              </label>
            ))}
          </div>
          <Field id={`${id}-${c.id}-notes`} label={`Notes on ${c.name}`} className="mt-2">
            <Textarea
              rows={2}
              value={ratingNotes[c.id] ?? ''}
              onChange={(e) => setRatingNotes((all) => ({ ...all, [c.id]: e.target.value }))}
            />
          </Field>
        </fieldset>
      ))}
      <fieldset className="mt-3 border-t border-slate-100 pt-2">
        <legend className="text-sm font-medium text-slate-900">Overall recommendation</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${id}-recommendation`}
                value={r}
                checked={recommendation === r}
                onChange={() => setRecommendation(r)}
                className="h-4 w-4"
              />
              {RECOMMENDATION_LABELS[r]}
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
