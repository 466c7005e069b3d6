import { z } from 'zod';
import { isoDate } from './activities';
import { ApplicantSource, ApplicantStatus, APPLICANT_STATUSES } from './applicants';
import { optionalText } from './field-types';
import { RecordVersion } from './record-version';
import { RejectionReasonChoice } from './rejection-reasons';

/**
 * Applications (decision 0030): one applicant considered for one job, with its own
 * stage. The stages are the applicant statuses of docs/product/recruitment.md#statuses; a job page shows its applications by stage.
 */
export const APPLICATION_STAGES = APPLICANT_STATUSES;
export const ApplicationStage = ApplicantStatus;
export type ApplicationStage = ApplicantStatus;

/**
 * A column of a job board shows this many cards at first: about two of its screenfuls (it scrolls
 * at 36rem, some five cards). Fewer cards to draw when a job opens (decision 0095).
 */
export const BOARD_FIRST_PAGE_SIZE = 10;
/** 'Show more' loads this many cards of a column. */
export const BOARD_PAGE_SIZE = 25;
/** The most cards one column request brings (a refresh of a column paged far down). */
export const BOARD_COLUMN_MAX_LIMIT = 1_000;

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const DUPLICATE_APPLICATION_MESSAGE = 'This applicant is already being considered for this job.';
export const APPLICATION_CHANGED = 'Someone else moved this application after you opened the board.';
export const APPLICATION_JOB_MESSAGE = 'Please choose a job posting that exists.';

/** A card on a job board. */
export const ApplicationCard = z.object({
  application_id: z.string(),
  applicant_id: z.string(),
  job_id: z.string(),
  name: z.string(),
  email: z.string(),
  ats_score: z.number().nullable(),
  source: ApplicantSource.nullable(),
  stage: ApplicationStage,
  /** Why it was rejected (the reason's label), while it is (decision 0078). */
  rejection_reason: z.string().nullable(),
  /** When the application entered its stage (ISO 8601): days in stage. */
  stage_changed_at: z.string(),
  version: z.number().int(),
});
export type ApplicationCard = z.infer<typeof ApplicationCard>;

export const BoardColumnPage = z.object({
  stage: ApplicationStage,
  /** Applications in this stage (the column shows `cards`, the first of them). */
  total: z.number().int(),
  cards: z.array(ApplicationCard),
});
export type BoardColumnPage = z.infer<typeof BoardColumnPage>;

/** A job's applications by stage: one column per stage, in the order of docs/product/recruitment.md#statuses. */
export const JobBoard = z.object({
  job_id: z.string(),
  job_title: z.string(),
  columns: z.array(BoardColumnPage),
});
export type JobBoard = z.infer<typeof JobBoard>;

export const BoardColumnQuery = z.object({
  stage: ApplicationStage,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** How many cards from `offset`: one page unless a refresh brings back the cards 'Show more' had shown. */
  limit: z.coerce.number().int().min(1).max(BOARD_COLUMN_MAX_LIMIT).default(BOARD_PAGE_SIZE),
});

/** One of an applicant's applications, as the applicant page lists them. */
export const ApplicantApplication = z.object({
  application_id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  stage: ApplicationStage,
  /** Why it was rejected (the reason's label), while it is (decision 0078). */
  rejection_reason: z.string().nullable(),
  source: ApplicantSource.nullable(),
  /** The `?source=` of the link the candidate followed to the careers form ('indeed', 'rss', …; decision 0077). */
  source_channel: z.string().nullable(),
  cover_note: z.string().nullable(),
  stage_changed_at: z.string(),
  created_at: z.string(),
  version: z.number().int(),
  /** The applicant's own job (decision 0030): its stage is the applicant's status. */
  primary: z.boolean(),
  /** The applicant's resume screened against this job (null when not screened); the primary one's is the applicant's. */
  ats_score: z.number().int().nullable(),
  ats_keywords_matched: z.array(z.string()),
  ats_last_screened: z.string().nullable(),
  /** The offer the candidate accepted for this job and the day they start (decision 0108), or null (always sent; optional for older readers). */
  accepted_offer: z.object({ starts_on: z.string(), accepted_at: z.string() }).nullable().optional(),
});
export type ApplicantApplication = z.infer<typeof ApplicantApplication>;

/** A recruiter adds an applicant to another job. */
export const AddApplicationInput = z.object({
  job_id: z.string({ error: APPLICATION_JOB_MESSAGE }).trim().min(1, APPLICATION_JOB_MESSAGE),
  stage: ApplicationStage.default('New'),
  source: ApplicantSource.nullable().default(null),
  cover_note: optionalText(5_000),
});
export type AddApplicationInput = z.input<typeof AddApplicationInput>;
export type AddApplicationValues = z.output<typeof AddApplicationInput>;

/** A move on the board: the new stage, as of the version of the card the mover saw; a move to Rejected names its reason (decision 0078). */
export const MoveApplicationInput = z.object({
  stage: ApplicationStage,
  version: RecordVersion,
  rejection_reason_id: RejectionReasonChoice,
});
export type MoveApplicationInput = z.input<typeof MoveApplicationInput>;

/** Whole days since `since` (days in stage), never negative. */
export function daysSince(since: string, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000));
}

/**
 * An accepted offer (decision 0108): recorded on an application at Offer Extended or Hired, by
 * those who move applications (recruiters and admins). The capacity forecast counts the candidate
 * from `starts_on` until they are made a consultant.
 */
export const OFFER_STAGES: readonly ApplicationStage[] = ['Offer Extended', 'Hired'];
export const ACCEPTED_OFFER_MESSAGES = {
  stage: 'Record an accepted offer once the application is at Offer Extended or Hired.',
} as const;
export const AcceptedOfferInput = z.object({
  starts_on: isoDate,
  version: RecordVersion,
});
export type AcceptedOfferInput = z.input<typeof AcceptedOfferInput>;
export const RemoveAcceptedOfferInput = z.object({ version: RecordVersion });
