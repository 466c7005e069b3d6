import { z } from 'zod';
import { reasonListInput } from './reason-lists';

/**
 * What a funnel stage means for its deals (decision 0060) and the figures every screen shows about
 * deals. The server computes them in one place (crm/funnel/deal-figures); screens only format them.
 */

/** A stage is open (deals still in play), won or lost. */
export const STAGE_OUTCOMES = ['open', 'won', 'lost'] as const;
export const StageOutcome = z.enum(STAGE_OUTCOMES);
export type StageOutcome = z.infer<typeof StageOutcome>;
export const STAGE_OUTCOME_LABELS: Record<StageOutcome, string> = { open: 'Open', won: 'Won', lost: 'Lost' };

/** The currency of every deal value, sum and average in Keel (the firm sells in US dollars). */
export const CURRENCY = 'USD';

export const WIN_PROBABILITY_MESSAGE = 'Win probability must be a whole number from 0 to 100.';
export const WinProbability = z
  .number(WIN_PROBABILITY_MESSAGE)
  .int(WIN_PROBABILITY_MESSAGE)
  .min(0, WIN_PROBABILITY_MESSAGE)
  .max(100, WIN_PROBABILITY_MESSAGE);

/**
 * The win probability a stage starts with: won 100 %, lost 0 %, the n-th of `openCount` open stages
 * (counted from the left, from 0) evenly between them, rounded to 5 (three open stages: 25, 50, 75).
 */
export function defaultWinProbability(outcome: StageOutcome, openIndex = 0, openCount = 1): number {
  if (outcome === 'won') return 100;
  if (outcome === 'lost') return 0;
  const share = (100 * (Math.min(openIndex, openCount - 1) + 1)) / (Math.max(openCount, 1) + 1);
  return Math.round(share / 5) * 5;
}

const count = z.number().int().min(0);

/** Deals of one outcome: how many and their value (a deal's value is its deal value, else its amount). */
export const OutcomeFigures = z.object({ deals: count, value: z.number() });
export type OutcomeFigures = z.infer<typeof OutcomeFigures>;

/**
 * The figures of every deal, one definition for all of Keel: the pipeline is the open deals (count,
 * value, and weighted: value × its stage's win probability); won and lost deals are counted apart.
 */
export const DealFigures = z.object({
  currency: z.literal(CURRENCY),
  open: OutcomeFigures.extend({ weighted: z.number() }),
  won: OutcomeFigures,
  lost: OutcomeFigures,
});
export type DealFigures = z.infer<typeof DealFigures>;

// ---- lost reasons ------------------------------------------------------------------------------

/** The list a new installation starts with; admins edit it. */
export const DEFAULT_LOST_REASONS = ['Price', 'Chose a competitor', 'No budget', 'No decision', 'Bad timing', 'Other'] as const;
export const LOST_REASON_MAX_LENGTH = 60;
export const MAX_LOST_REASONS = 30;
export const LOST_REASON_UNKNOWN = 'Please choose a lost reason from the list.';

export const LostReason = z.object({ id: z.string(), label: z.string() });
export type LostReason = z.infer<typeof LostReason>;

/** The whole list as an admin saves it, in order: a kept reason names its id, a new one has none. */
export const LostReasonsInput = reasonListInput('lost reason', LOST_REASON_MAX_LENGTH, MAX_LOST_REASONS);
export type LostReasonsInput = z.infer<typeof LostReasonsInput>;

/** A lost reason as a move or an edit sends it: a label from the list; '' or null is none. */
export const LostReasonChoice = z
  .string()
  .trim()
  .max(LOST_REASON_MAX_LENGTH, LOST_REASON_UNKNOWN)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
