import { describe, expect, it } from 'vitest';
import type { Scorecard } from './interviews';
import { summarizeScorecards } from './scorecard-summary';

const kit = [
  // Decision 0109: a competency may rate a skill of the graph.
  { id: 'c1', name: 'Technical skills', weight: 3, questions: [], skill_id: 's1', skill_name: 'React' },
  { id: 'c2', name: 'Communication', weight: null, questions: [], skill_id: null, skill_name: null },
];

const card = (over: Partial<Scorecard>): Scorecard => ({
  interviewer_id: 'u',
  interviewer_name: 'U',
  recommendation: 'yes',
  ratings: [],
  legacy_rating: null,
  notes: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('summarizeScorecards', () => {
  it('averages each competency, counts its ratings, tallies the recommendations and weights the overall', () => {
    const summary = summarizeScorecards(
      [
        card({
          recommendation: 'strong_yes',
          ratings: [
            { competency_id: 'c1', name: 'Technical skills', rating: 4, notes: null },
            { competency_id: 'c2', name: 'Communication', rating: 2, notes: null },
          ],
        }),
        card({
          recommendation: 'no',
          ratings: [
            { competency_id: 'c1', name: 'Technical skills', rating: 3, notes: null },
            { competency_id: 'old', name: 'Culture', rating: 1, notes: null },
          ],
        }),
        card({ recommendation: null, legacy_rating: 3 }),
      ],
      kit,
    );
    expect(summary.competencies).toEqual([
      { competency_id: 'c1', name: 'Technical skills', weight: 3, skill_name: 'React', average: 3.5, count: 2 },
      { competency_id: 'c2', name: 'Communication', weight: null, skill_name: null, average: 2, count: 1 },
      { competency_id: 'old', name: 'Culture', weight: null, skill_name: null, average: 1, count: 1 },
    ]);
    expect(summary.recommendations).toEqual({ strong_no: 0, no: 1, yes: 0, strong_yes: 1 });
    expect(summary.scorecards).toBe(3);
    // (3.5 × 3 + 2 × 1 + 1 × 1) / 5
    expect(summary.overall).toBe(2.7);
  });

  it('lists the kit with no ratings yet', () => {
    const summary = summarizeScorecards([], kit);
    expect(summary.competencies.map((c) => [c.name, c.average, c.count])).toEqual([
      ['Technical skills', null, 0],
      ['Communication', null, 0],
    ]);
    expect(summary.overall).toBeNull();
  });
});
