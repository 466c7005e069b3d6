import { z } from 'zod';
import { isoDate, uuid } from './activities';
import { CountryCode, CurrencyCode } from './job-facts';
import { withVersion } from './record-version';
import { optionalText as text, rateAmount, skillLevel } from './staffing-fields';

/**
 * Role demands on deals (decision 0092): the people a deal needs — a role title, the skills (from
 * the skills graph, each at a minimum level 1–4), a seniority, the dates, the share of a week
 * (allocation %), where (a city and country, or remote) and the target day rate (admins and sales
 * reps only, like every rate).
 */
export const SENIORITIES = ['junior', 'mid', 'senior', 'lead', 'principal'] as const;
export const Seniority = z.enum(SENIORITIES, { error: 'Choose a seniority.' });
export type Seniority = z.infer<typeof Seniority>;
export const SENIORITY_LABELS: Record<Seniority, string> = {
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};

export const MAX_DEMAND_SKILLS = 30;

export const DEMAND_MESSAGES = {
  notFound: 'Demand not found.',
  dealNotFound: 'Deal not found.',
  roleTitle: 'Please enter the role’s title.',
  level: 'A minimum level is 1 (beginner) to 4 (expert).',
  duplicateSkill: 'Each skill may appear only once.',
  unknownSkill: 'One of these skills is not in the skills list (any more).',
  range: 'The end date must not be before the start date.',
  allocation: 'Allocation is a whole percentage from 1 to 100.',
  rate: 'A rate is an amount from 0 to 1,000,000 with at most two decimals.',
  currency: 'Please choose the currency of the target rate.',
  location: 'A demand is remote, or names its country.',
  editors: 'Only admins and sales reps may change a deal’s demands.',
  ratesForbidden: 'Only admins and sales reps may see or set rates.',
} as const;

export const DemandSkillInput = z.object({
  skill_id: uuid,
  min_level: skillLevel(DEMAND_MESSAGES.level),
});

/** A demand's or allocation's share of a working day, in whole percent (1–100). */
const allocationPct = z
  .number({ error: DEMAND_MESSAGES.allocation })
  .int(DEMAND_MESSAGES.allocation)
  .min(1, DEMAND_MESSAGES.allocation)
  .max(100, DEMAND_MESSAGES.allocation);

/** A demand's target day rate: sent only by admins and sales reps (403 otherwise), answered only to them. */
export const DemandRate = z.object({
  target_day_rate: rateAmount(DEMAND_MESSAGES.rate),
  rate_currency: CurrencyCode.nullable(),
});
export type DemandRate = z.infer<typeof DemandRate>;

const DemandFields = z.object({
  role_title: z
    .string({ error: DEMAND_MESSAGES.roleTitle })
    .trim()
    .min(1, DEMAND_MESSAGES.roleTitle)
    .max(200, 'Please use at most 200 characters.'),
  seniority: Seniority,
  skills: z
    .array(DemandSkillInput)
    .max(MAX_DEMAND_SKILLS, `At most ${MAX_DEMAND_SKILLS} skills.`)
    .default([])
    .refine((list) => new Set(list.map((s) => s.skill_id.toLowerCase())).size === list.length, DEMAND_MESSAGES.duplicateSkill),
  starts_on: isoDate,
  ends_on: isoDate,
  allocation_pct: allocationPct,
  remote: z.boolean().default(false),
  city: text(100),
  country: CountryCode.nullish().transform((v) => v ?? null),
  notes: text(2000),
  /** Left out: the rate stays as it is (an edit by someone who may not see it never clears it). */
  rate: DemandRate.optional(),
});

const checkDemand = (d: z.output<typeof DemandFields>, ctx: z.RefinementCtx) => {
  if (d.ends_on < d.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: DEMAND_MESSAGES.range });
  if (!d.remote && !d.country) ctx.addIssue({ code: 'custom', path: ['country'], message: DEMAND_MESSAGES.location });
  if (d.rate && d.rate.target_day_rate !== null && d.rate.rate_currency === null)
    ctx.addIssue({ code: 'custom', path: ['rate', 'rate_currency'], message: DEMAND_MESSAGES.currency });
};

export const DemandInput = DemandFields.superRefine(checkDemand);
export type DemandInput = z.input<typeof DemandInput>;
export type DemandValues = z.output<typeof DemandInput>;

export const DemandUpdateInput = withVersion(DemandFields).superRefine(checkDemand);
export type DemandUpdateInput = z.input<typeof DemandUpdateInput>;
export type DemandUpdateValues = z.output<typeof DemandUpdateInput>;

export const DemandSkill = z.object({ skill_id: z.string(), name: z.string(), min_level: z.number().int() });
export type DemandSkill = z.infer<typeof DemandSkill>;

/** The job made from a demand nobody fits (decision 0097). */
export const DemandJob = z.object({ job_id: z.string(), title: z.string(), status: z.string() });
export type DemandJob = z.infer<typeof DemandJob>;

export const MAKE_JOB_MESSAGES = {
  makers: 'Only admins and recruiters may make jobs.',
  made: 'A job was made from this demand already.',
} as const;

/** Where a job made from a demand came from, for the job page (decision 0097); null for any other job. */
export const JobDemandOrigin = z.object({
  origin: z.object({ deal_id: z.string(), deal_name: z.string(), demand_id: z.string(), role_title: z.string() }).nullable(),
});
export type JobDemandOrigin = z.infer<typeof JobDemandOrigin>;

/**
 * Candidates proposed for a demand (decision 0103): admins and recruiters propose an applicant the
 * ranking found; they show beside proposed consultants, are withdrawn, and are never confirmed while
 * they are an applicant — a hire is made a consultant first (decision 0097), then confirmed.
 */
export const CANDIDATE_PROPOSAL_MESSAGES = {
  proposers: 'Only admins and recruiters may propose candidates.',
  notFound: 'Proposal not found.',
  applicantNotFound: 'Applicant not found.',
  proposedAlready: 'This candidate is already proposed for this demand.',
  confirmNeedsConsultant:
    'A candidate cannot be confirmed while they are an applicant: once they are hired, make them a consultant, then propose and confirm the consultant.',
} as const;

export const ProposeCandidateInput = z.object({ applicant_id: uuid });
export type ProposeCandidateInput = z.infer<typeof ProposeCandidateInput>;

export const CandidateProposal = z.object({
  proposal_id: z.string(),
  demand_id: z.string(),
  applicant_id: z.string(),
  name: z.string(),
  /** The candidate's newest application: its job and stage, e.g. "Frontend developer · Interviewing"; null when none. */
  detail: z.string().nullable(),
  proposed_at: z.string(),
  proposed_by: z.string().nullable(),
});
export type CandidateProposal = z.infer<typeof CandidateProposal>;

export const Demand = z.object({
  demand_id: z.string(),
  deal_id: z.string(),
  role_title: z.string(),
  seniority: Seniority,
  skills: z.array(DemandSkill),
  starts_on: z.string(),
  ends_on: z.string(),
  allocation_pct: z.number().int(),
  remote: z.boolean(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  /** Present only in answers to admins and sales reps. */
  rate: DemandRate.optional(),
  /** The job made from this demand, if any (decision 0097). */
  job: DemandJob.nullable(),
  /** Candidates proposed for it (decision 0103); present only in answers to admins and recruiters. */
  candidate_proposals: z.array(CandidateProposal).optional(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Demand = z.infer<typeof Demand>;

/** The dialog's and the list's text for a demand's place. */
export const demandPlace = (d: Pick<Demand, 'remote' | 'city' | 'country'>) => {
  const where = [d.city, d.country].filter(Boolean).join(', ');
  if (d.remote) return where ? `Remote or ${where}` : 'Remote';
  return where;
};

/**
 * The ranking of a demand (decision 0092): bench consultants, candidates in active pipelines and
 * past candidates, each with a score 0–100 that explains itself. The score adds four components:
 * skills (up to 50 points), availability (30), rate fit (10; only for admins and sales reps, who see
 * rates — for anyone else the score is out of 90 and scaled to 100) and location (10).
 */
export const MATCH_KINDS = ['consultant', 'candidate', 'past_candidate'] as const;
export const MatchKind = z.enum(MATCH_KINDS);
export type MatchKind = z.infer<typeof MatchKind>;
export const MATCH_KIND_LABELS: Record<MatchKind, string> = {
  consultant: 'Bench consultant',
  candidate: 'Candidate in pipeline',
  past_candidate: 'Past candidate',
};
export const MATCH_LIMIT = 20;
export const MATCH_POINTS = { skills: 50, availability: 30, rate: 10, location: 10 } as const;

export const MatchComponent = z.object({
  points: z.number(),
  max: z.number(),
  /** One sentence a reader can check, e.g. 'Covers 2 of 2 skills: React 4 (needs 4), TypeScript 3 (needs 3).' */
  text: z.string(),
});
export type MatchComponent = z.infer<typeof MatchComponent>;

export const MatchSkill = z.object({
  skill_id: z.string(),
  name: z.string(),
  min_level: z.number().int(),
  /** The consultant's level; null for a candidate (the resume names the skill, not its level) or when missing. */
  level: z.number().int().nullable(),
  covered: z.boolean(),
});

export const Match = z.object({
  kind: MatchKind,
  /** consultant_id, or applicant_id for candidates. */
  id: z.string(),
  name: z.string(),
  /** A consultant's title; a candidate's job and stage. */
  detail: z.string().nullable(),
  score: z.number().int(),
  skills: MatchComponent.extend({ covered: z.array(MatchSkill) }),
  availability: MatchComponent.extend({ overlap_pct: z.number().int() }),
  /** Only for admins and sales reps. */
  rate: MatchComponent.optional(),
  location: MatchComponent,
  /** The consultant's allocation to this demand, if proposed or confirmed; for a candidate, their proposal (decision 0103: `allocation_id` is the proposal's id, never confirmed). */
  allocation: z
    .object({
      allocation_id: z.string(),
      status: z.enum(['proposed', 'confirmed']),
      /** A consultant's allocation: its dates and % (decision 0109: the extend dialog starts from them); absent on a candidate's proposal. */
      period: z.object({ starts_on: z.string(), ends_on: z.string(), allocation_pct: z.number().int() }).optional(),
    })
    .nullable(),
});
export type Match = z.infer<typeof Match>;

export const DemandMatches = z.object({
  demand_id: z.string(),
  /** False when the reader may not see candidates (decision 0092): consultants only. */
  candidates_shown: z.boolean(),
  matches: z.array(Match),
});
export type DemandMatches = z.infer<typeof DemandMatches>;

/**
 * Someone fits a demand when the ranking scores them at least this (decision 0109): every required
 * skill met (50) and a third of the window free (10) for a consultant; a candidate who names every
 * skill and lives where the role is (or it is remote) reaches 62.5–69. "Make a job" is offered
 * first only on a demand nobody fits.
 */
export const FIT_SCORE = 60;
/** The ranked matches at or above the fit bar, best first (the ranking is sorted by score). */
export const fittingMatches = (matches: readonly Match[]) => matches.filter((m) => m.score >= FIT_SCORE);

/**
 * Allocations (decision 0093): a consultant proposed for a demand, then confirmed with dates and a
 * share of the week. Over-allocation — the consultant's confirmed allocations passing 100 % on some
 * day — is flagged, not refused: the answer says on how many days and up to what load.
 */
export const ALLOCATION_MESSAGES = {
  notFound: 'Allocation not found.',
  consultantNotFound: 'Consultant not found.',
  proposedAlready: 'This consultant is already proposed for this demand.',
  confirmedAlready: 'This allocation is confirmed already.',
  editors: 'Only admins and sales reps may propose and confirm consultants.',
  withdrawConfirmed: 'A confirmed allocation is ended, not withdrawn.',
  endProposed: 'A proposal is withdrawn, not ended.',
  endLater: 'An allocation can only be shortened: its last day must not be after its end.',
  extendProposed: 'A proposal is confirmed with its dates, not extended.',
  extendEarlier: 'An allocation is only extended here: its new end must not be before its end (end it to shorten it).',
  extendUnchanged: 'Change the end date or the %.',
} as const;

export const ProposeInput = z.object({ consultant_id: uuid });
export type ProposeInput = z.infer<typeof ProposeInput>;

export const ConfirmInput = z
  .object({
    starts_on: isoDate,
    ends_on: isoDate,
    allocation_pct: allocationPct,
  })
  .refine((a) => a.ends_on >= a.starts_on, { message: DEMAND_MESSAGES.range, path: ['ends_on'] });
export type ConfirmInput = z.infer<typeof ConfirmInput>;

export const Allocation = z.object({
  allocation_id: z.string(),
  demand_id: z.string(),
  consultant_id: z.string(),
  consultant_name: z.string(),
  status: z.enum(['proposed', 'confirmed']),
  starts_on: z.string(),
  ends_on: z.string(),
  allocation_pct: z.number().int(),
  /** On confirmation: the consultant's confirmed load passes 100 % on `days` days, up to `peak_pct`. */
  over_allocation: z.object({ days: z.number().int(), peak_pct: z.number().int() }).nullable(),
});
export type Allocation = z.infer<typeof Allocation>;

/**
 * Ending a confirmed allocation (decision 0097): its last day, on or before its end. A last day
 * before its start removes it (the consultant never worked on it); otherwise it ends then.
 */
export const EndAllocationInput = z.object({ last_day: isoDate });
export type EndAllocationInput = z.infer<typeof EndAllocationInput>;
export const EndedAllocation = z.object({
  allocation_id: z.string(),
  /** True when the last day fell before the start: the allocation is gone. */
  removed: z.boolean(),
  /** The new end, or null when removed. */
  ends_on: z.string().nullable(),
});
export type EndedAllocation = z.infer<typeof EndedAllocation>;

/**
 * Extending a confirmed allocation (decision 0109): a new end on or after its end, and its % (the
 * whole allocation's, as on confirming). Same end and same % change nothing (400).
 */
export const ExtendAllocationInput = z.object({
  ends_on: isoDate,
  allocation_pct: allocationPct,
});
export type ExtendAllocationInput = z.infer<typeof ExtendAllocationInput>;

export const overAllocationText = (name: string, o: { days: number; peak_pct: number }) =>
  `${name} is over-allocated: up to ${o.peak_pct}% on ${o.days} day${o.days === 1 ? '' : 's'}.`;
