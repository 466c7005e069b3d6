import { z } from 'zod';
import { isStorableInstant, optionalText, optionalWebAddress } from './field-types';
import { canonicalTimeZone, unknownTimeZoneMessage } from './interview-time';
import { RecordVersion } from './record-version';

/**
 * Interviews of an application (decision 0037): when, how long, who interviews
 * (active team members of any role, decision 0081), where or on which video link. The candidate and
 * each interviewer get an .ics invitation; each interviewer records a scorecard.
 */
export const INTERVIEW_MIN_MINUTES = 5;
export const INTERVIEW_MAX_MINUTES = 480;
export const MAX_INTERVIEWERS = 10;

export const INTERVIEW_NOT_FOUND = 'Interview not found.';
export const INTERVIEW_CHANGED = 'Someone else changed this interview after you opened it.';
export const INTERVIEW_CANCELLED_MESSAGE = 'This interview has been cancelled.';
export const INTERVIEWER_CHOICE_MESSAGE = 'Interviewers must be active members of the team.';
export const INTERVIEW_PLACE_MESSAGE = 'Give a place or a video link.';
export const INTERVIEW_TIME_MESSAGE = 'Please enter a date and time.';
export const INTERVIEW_END_MESSAGE = 'The interview must end by 31 December 9999.';
export const ERASED_APPLICANT_MESSAGE = "This applicant's personal data has been erased: they cannot be e-mailed or interviewed.";

/** Stages that end an application: moving there cancels its upcoming interviews (decisions 0074, 0078). */
export const INTERVIEW_ENDING_STAGES: readonly string[] = ['Rejected', 'Hired', 'Withdrawn'];

/** The warning before a change that cancels upcoming interviews (decision 0074); empty when there are none. */
export function interviewsCancelledWarning(count: number): string {
  if (count <= 0) return '';
  return count === 1
    ? '1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail.'
    : `${count} upcoming interviews will be cancelled; the candidate and the interviewers are told by e-mail.`;
}

export const SCORECARD_NOT_INTERVIEWER = 'Only the interviewers of this interview may record a scorecard for it.';
export const RATING_MESSAGE = 'Rate each competency from 1 to 4.';
export const RECOMMENDATION_MESSAGE = 'Choose an overall recommendation.';
export const SCORECARD_COMPETENCIES_MESSAGE = "Rate each competency of the job's interview kit, once.";

/** A competency's rating (decision 0082): 1 to 4, no middle to sit on. */
export const RATING_MIN = 1;
export const RATING_MAX = 4;
export const RATING_LABELS: Record<number, string> = { 1: 'Poor', 2: 'Mixed', 3: 'Good', 4: 'Excellent' };

/** The overall recommendation of a scorecard, weakest first. */
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export const Recommendation = z.enum(RECOMMENDATIONS, { error: RECOMMENDATION_MESSAGE });
export type Recommendation = z.infer<typeof Recommendation>;
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, INTERVIEWER_CHOICE_MESSAGE);

export const ScheduleInterviewInput = z
  .object({
    /** The start, ISO 8601 with its offset (the browser sends its local time as UTC). */
    starts_at: z.iso
      .datetime({ offset: true, error: INTERVIEW_TIME_MESSAGE })
      .refine((v) => isStorableInstant(new Date(v)), INTERVIEW_TIME_MESSAGE),
    duration_minutes: z.coerce
      .number()
      .int()
      .min(INTERVIEW_MIN_MINUTES, `An interview lasts ${INTERVIEW_MIN_MINUTES} to ${INTERVIEW_MAX_MINUTES} minutes.`)
      .max(INTERVIEW_MAX_MINUTES, `An interview lasts ${INTERVIEW_MIN_MINUTES} to ${INTERVIEW_MAX_MINUTES} minutes.`)
      .default(60),
    interviewer_ids: z
      .array(uuid, { error: 'Choose at least one interviewer.' })
      .min(1, 'Choose at least one interviewer.')
      .max(MAX_INTERVIEWERS, `Choose at most ${MAX_INTERVIEWERS} interviewers.`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    location: optionalText(500),
    video_url: optionalWebAddress,
    /**
     * The IANA time zone the time is read in (the dialog's choice, decision 0080). Absent (null
     * here): the office's zone setting for a new interview, the interview's own for a reschedule
     * (decision 0085; the firm's fixed zone before).
     */
    time_zone: z
      .string()
      .trim()
      .nullish()
      .transform((zone, ctx) => {
        if (!zone) return null;
        const canonical = canonicalTimeZone(zone);
        if (canonical) return canonical;
        ctx.addIssue({ code: 'custom', message: unknownTimeZoneMessage(zone) });
        return z.NEVER;
      }),
  })
  .refine((v) => v.location !== null || v.video_url !== null, { message: INTERVIEW_PLACE_MESSAGE, path: ['location'] })
  // Its end is written into the invitations too: a calendar date, like its start.
  .refine((v) => isStorableInstant(new Date(new Date(v.starts_at).getTime() + v.duration_minutes * 60_000)), {
    message: INTERVIEW_END_MESSAGE,
    path: ['starts_at'],
  });
export type ScheduleInterviewInput = z.input<typeof ScheduleInterviewInput>;
export type ScheduleInterviewValues = z.output<typeof ScheduleInterviewInput>;

/** A reschedule: the whole interview again, as of the version it started from. */
export const RescheduleInterviewInput = z.intersection(ScheduleInterviewInput, z.object({ version: RecordVersion }));
export type RescheduleInterviewValues = z.output<typeof RescheduleInterviewInput>;

export const CancelInterviewInput = z.object({ version: RecordVersion });

const uuidText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, SCORECARD_COMPETENCIES_MESSAGE);

export const CompetencyRatingInput = z.object({
  competency_id: uuidText.transform((id) => id.toLowerCase()),
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE),
  notes: optionalText(5_000),
});

/** An interviewer's scorecard (decision 0082): every competency of the job's kit rated 1–4 with notes, and an overall recommendation. */
export const ScorecardInput = z.object({
  recommendation: Recommendation,
  ratings: z.array(CompetencyRatingInput).max(50).default([]),
  notes: optionalText(10_000),
});
export type ScorecardInput = z.input<typeof ScorecardInput>;
export type ScorecardValues = z.output<typeof ScorecardInput>;

/** A competency as a scorecard rated it: its name as it was then. */
export const CompetencyRating = z.object({
  competency_id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  notes: z.string().nullable(),
  /** The skill its competency rated when it was recorded (decision 0109): evidence of that skill's level; absent or null otherwise. */
  skill_id: z.string().nullable().optional(),
});
export type CompetencyRating = z.infer<typeof CompetencyRating>;

export const Scorecard = z.object({
  interviewer_id: z.string(),
  interviewer_name: z.string(),
  /** Null only on a scorecard of the old 1–5 scale rated 3, which said neither yes nor no (decision 0082). */
  recommendation: Recommendation.nullable(),
  ratings: z.array(CompetencyRating),
  /** The old 1–5 rating of a scorecard recorded before decision 0082; null on newer ones. */
  legacy_rating: z.number().int().nullable(),
  notes: z.string().nullable(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof Scorecard>;

export const Interview = z.object({
  interview_id: z.string(),
  application_id: z.string(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  /** The IANA zone it was scheduled in: its invitations show the time there. */
  time_zone: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  version: z.number().int(),
  interviewers: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string() })),
  /**
   * The scorecards the caller may read (decision 0082): all for recruiters, admins and the job's
   * hiring team; an interviewer of the application reads their own, and the others' once they
   * have recorded theirs.
   */
  scorecards: z.array(Scorecard),
  /** Scorecards recorded that the caller may not read. */
  hidden_scorecards: z.number().int(),
  /** Whether the caller is one of the interviewers (and so may record a scorecard). */
  is_interviewer: z.boolean(),
});
export type Interview = z.infer<typeof Interview>;
