import type { Competency } from '@keel/shared/interview-kits';
import { type Interview, RECOMMENDATION_LABELS, RECOMMENDATIONS } from '@keel/shared/interviews';
import { summarizeScorecards } from '@keel/shared/scorecard-summary';

/**
 * The scorecards of an application summed up (decision 0082): per competency its average of 1–4
 * and how many rated it, the overall weighted average, and the recommendations tallied. Only the
 * scorecards the viewer may read count (an interviewer who has not recorded theirs sees none).
 */
export function ScorecardSummary({ interviews, competencies }: { interviews: readonly Interview[]; competencies: readonly Competency[] }) {
  const cards = interviews.flatMap((i) => i.scorecards);
  if (!cards.length) return null;
  const summary = summarizeScorecards(cards, competencies);
  const caption = `Scorecards summed up (${summary.scorecards})`;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      {summary.competencies.length ? (
        <table className="w-full text-left">
          <caption className="text-left font-semibold text-slate-900">{caption}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Competency
              </th>
              <th scope="col" className="py-1 font-medium">
                Average (1–4)
              </th>
              <th scope="col" className="py-1 font-medium">
                Ratings
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.competencies.map((c) => (
              <tr key={c.competency_id} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal text-slate-900">
                  {c.name}
                  {c.weight !== null ? <span className="text-slate-600"> (weight {c.weight})</span> : null}
                  {c.skill_name ? <span className="block text-xs text-slate-600">Skill: {c.skill_name}</span> : null}
                </th>
                <td className="py-1">{c.average ?? '—'}</td>
                <td className="py-1">{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="font-semibold text-slate-900">{caption}</p>
      )}
      {summary.overall !== null ? <p className="mt-2 text-slate-800">Weighted average: {summary.overall} of 4</p> : null}
      <p className="mt-1 text-slate-800" data-testid="recommendation-tally">
        Recommendations: {RECOMMENDATIONS.map((r) => `${RECOMMENDATION_LABELS[r]} ${summary.recommendations[r]}`).join(' · ')}
      </p>
    </div>
  );
}
