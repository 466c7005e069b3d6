import type { Competency } from './interview-kits';
import { type Recommendation, RECOMMENDATIONS, type Scorecard } from './interviews';

/** One competency summed over the scorecards read (decision 0082). */
export interface CompetencySummary {
  competency_id: string;
  name: string;
  weight: number | null;
  /** The skill of the graph the kit's competency rates (decision 0109), its name; null when free text or dropped from the kit. */
  skill_name: string | null;
  /** The mean of its 1–4 ratings, to one decimal place; null when nobody rated it yet. */
  average: number | null;
  count: number;
}

export interface ScorecardSummary {
  competencies: CompetencySummary[];
  /** How many scorecards gave each overall recommendation (a migrated 1–5 scorecard rated 3 gave none). */
  recommendations: Record<Recommendation, number>;
  /** Scorecards summed. */
  scorecards: number;
  /** The competencies' averages weighted by their weights (1 when unset), to one decimal place; null when none is rated. */
  overall: number | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Sums scorecards per competency: the job's kit first, in its order, then any competency a
 * scorecard rated that the kit has since dropped (under the name it had then).
 */
export function summarizeScorecards(scorecards: readonly Scorecard[], kit: readonly Competency[]): ScorecardSummary {
  const rows = new Map<string, { name: string; weight: number | null; skill_name: string | null; sum: number; count: number }>();
  for (const c of kit) rows.set(c.id, { name: c.name, weight: c.weight, skill_name: c.skill_name ?? null, sum: 0, count: 0 });
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<Recommendation, number>;
  for (const card of scorecards) {
    if (card.recommendation) recommendations[card.recommendation] += 1;
    for (const r of card.ratings) {
      const row = rows.get(r.competency_id) ?? { name: r.name, weight: null, skill_name: null, sum: 0, count: 0 };
      row.sum += r.rating;
      row.count += 1;
      rows.set(r.competency_id, row);
    }
  }
  const competencies = [...rows].map(([competency_id, r]) => ({
    competency_id,
    name: r.name,
    weight: r.weight,
    skill_name: r.skill_name,
    average: r.count ? oneDecimal(r.sum / r.count) : null,
    count: r.count,
  }));
  const rated = [...rows.values()].filter((r) => r.count > 0);
  const totalWeight = rated.reduce((n, r) => n + (r.weight ?? 1), 0);
  const overall = rated.length ? oneDecimal(rated.reduce((n, r) => n + (r.sum / r.count) * (r.weight ?? 1), 0) / totalWeight) : null;
  return { competencies, recommendations, scorecards: scorecards.length, overall };
}
