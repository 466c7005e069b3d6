import { z } from 'zod';
import { isoDate, uuid } from './activities';
import { timeZoneField } from './interview-time';
import { CountryCode, CurrencyCode } from './job-facts';
import { listPage } from './lists';
import { withVersion } from './record-version';
import { optionalText as text, rateAmount, skillLevel } from './staffing-fields';

/**
 * Consultants (decision 0087): the people the firm staffs — employees and
 * contractors — with their skills (from the skills graph, each at a level 1–4 with years), home
 * location and time zone, day and cost rates (admins and sales reps only) and periods away.
 */
export const ENGAGEMENTS = ['employee', 'contractor'] as const;
export const Engagement = z.enum(ENGAGEMENTS, { error: 'Choose employee or contractor.' });
export type Engagement = z.infer<typeof Engagement>;
export const ENGAGEMENT_LABELS: Record<Engagement, string> = { employee: 'Employee', contractor: 'Contractor' };

export const SKILL_LEVELS = [1, 2, 3, 4] as const;
/** What each level means, for the picker and the record page. */
export const SKILL_LEVEL_LABELS: Record<number, string> = { 1: 'Beginner', 2: 'Intermediate', 3: 'Advanced', 4: 'Expert' };

export const UNAVAILABILITY_KINDS = ['holiday', 'unavailable'] as const;
export const UnavailabilityKind = z.enum(UNAVAILABILITY_KINDS);
export const UNAVAILABILITY_LABELS: Record<(typeof UNAVAILABILITY_KINDS)[number], string> = {
  holiday: 'Holiday',
  unavailable: 'Unavailable',
};

export const MAX_CONSULTANT_SKILLS = 60;
export const MAX_UNAVAILABILITY = 100;

export const CONSULTANT_MESSAGES = {
  notFound: 'Consultant not found.',
  name: 'Please enter the consultant’s name.',
  level: 'A level is 1 (beginner) to 4 (expert).',
  years: 'Years are a number from 0 to 60, at most one decimal.',
  duplicateSkill: 'Each skill may appear only once.',
  unknownSkill: 'One of these skills is not in the skills list (any more).',
  range: 'A period must not end before it starts.',
  rate: 'A rate is an amount from 0 to 1,000,000 with at most two decimals.',
  currency: 'Please choose the currency of the rates.',
  ratesForbidden: 'Only admins and sales reps may see or set rates.',
  memberTaken: 'This team member is already linked to another consultant.',
  unknownMember: 'That team member does not exist.',
  editors: 'Only admins, sales reps and recruiters may change consultants.',
  deleters: 'Only admins may delete consultants.',
} as const;

export const ConsultantSkillInput = z.object({
  skill_id: uuid,
  level: skillLevel(CONSULTANT_MESSAGES.level),
  years: z
    .number({ error: CONSULTANT_MESSAGES.years })
    .min(0, CONSULTANT_MESSAGES.years)
    .max(60, CONSULTANT_MESSAGES.years)
    .refine((n) => Math.round(n * 10) === n * 10, CONSULTANT_MESSAGES.years)
    .nullish()
    .transform((v) => v ?? null),
});

export const UnavailabilityInput = z
  .object({
    starts_on: isoDate,
    ends_on: isoDate,
    kind: UnavailabilityKind.default('holiday'),
    note: text(200),
  })
  .refine((p) => p.ends_on >= p.starts_on, { message: CONSULTANT_MESSAGES.range, path: ['ends_on'] });

const rate = rateAmount(CONSULTANT_MESSAGES.rate);

/** A consultant's rates: sent only by admins and sales reps (403 for anyone else), answered only to them. */
export const ConsultantRates = z.object({
  day_rate: rate,
  cost_rate: rate,
  rate_currency: CurrencyCode.nullable(),
});
export type ConsultantRates = z.infer<typeof ConsultantRates>;

const ConsultantFields = z.object({
  full_name: z
    .string({ error: CONSULTANT_MESSAGES.name })
    .trim()
    .min(1, CONSULTANT_MESSAGES.name)
    .max(200, 'Please use at most 200 characters.'),
  email: z
    .union([z.email('Please enter a valid e-mail address.').max(254), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: text(50),
  title: text(200),
  engagement: Engagement,
  user_id: uuid.nullish().transform((v) => v ?? null),
  city: text(100),
  country: CountryCode.nullish().transform((v) => v ?? null),
  time_zone: timeZoneField.nullish().transform((v) => v ?? null),
  notes: text(5000),
  skills: z
    .array(ConsultantSkillInput)
    .max(MAX_CONSULTANT_SKILLS, `At most ${MAX_CONSULTANT_SKILLS} skills.`)
    .default([])
    .refine((list) => new Set(list.map((s) => s.skill_id.toLowerCase())).size === list.length, CONSULTANT_MESSAGES.duplicateSkill),
  unavailability: z.array(UnavailabilityInput).max(MAX_UNAVAILABILITY, `At most ${MAX_UNAVAILABILITY} periods.`).default([]),
  /** Left out: the rates stay as they are (a recruiter's edit never touches them). */
  rates: ConsultantRates.optional(),
});

const checkRates = (c: { rates?: ConsultantRates }, ctx: z.RefinementCtx) => {
  const r = c.rates;
  if (r && (r.day_rate !== null || r.cost_rate !== null) && r.rate_currency === null)
    ctx.addIssue({ code: 'custom', path: ['rates', 'rate_currency'], message: CONSULTANT_MESSAGES.currency });
};

export const ConsultantInput = ConsultantFields.superRefine(checkRates);
export type ConsultantInput = z.input<typeof ConsultantInput>;
export type ConsultantValues = z.output<typeof ConsultantInput>;

export const ConsultantUpdateInput = withVersion(ConsultantFields).superRefine(checkRates);
export type ConsultantUpdateInput = z.input<typeof ConsultantUpdateInput>;
export type ConsultantUpdateValues = z.output<typeof ConsultantUpdateInput>;

export const ConsultantSkill = z.object({
  skill_id: z.string(),
  name: z.string(),
  level: z.number().int(),
  years: z.number().nullable(),
});
export type ConsultantSkill = z.infer<typeof ConsultantSkill>;

export const Unavailability = z.object({
  unavailability_id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  kind: UnavailabilityKind,
  note: z.string().nullable(),
});
export type Unavailability = z.infer<typeof Unavailability>;

export const Consultant = z.object({
  consultant_id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  engagement: Engagement,
  user_id: z.string().nullable(),
  /** The linked team member's name. */
  user_name: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  time_zone: z.string().nullable(),
  notes: z.string().nullable(),
  skills: z.array(ConsultantSkill),
  unavailability: z.array(Unavailability),
  /** Present only in answers to admins and sales reps. */
  rates: ConsultantRates.optional(),
  /** The hired applicant this consultant was made from (decision 0097); applicant_id null once that record is gone. */
  origin: z.object({ applicant_id: z.string().nullable(), applicant_name: z.string().nullable(), made_at: z.string() }).nullable(),
  /** The consultant's own copy of their resume (GET /api/consultants/:id/resume). */
  has_resume: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Consultant = z.infer<typeof Consultant>;

export const CONSULTANT_SORTS = ['full_name', 'engagement', 'updated_at'] as const;
export const ConsultantListQuery = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v?.trim() ?? ''),
  /** Only consultants with this skill (at `minLevel` or above). */
  skill: uuid.optional(),
  minLevel: z.coerce.number().int().min(1).max(4).optional(),
  sort: z.enum(CONSULTANT_SORTS).default('full_name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ConsultantListQuery = z.input<typeof ConsultantListQuery>;
export type ConsultantListValues = z.output<typeof ConsultantListQuery>;

export const ConsultantListItem = Consultant.pick({
  consultant_id: true,
  full_name: true,
  title: true,
  engagement: true,
  city: true,
  country: true,
  skills: true,
  updated_at: true,
});
export type ConsultantListItem = z.infer<typeof ConsultantListItem>;

export const ConsultantListPage = listPage(ConsultantListItem);
export type ConsultantListPage = z.infer<typeof ConsultantListPage>;

/** A team member a consultant may be linked to (editors' picker); `consultant_id` when one is linked already. */
export const ConsultantMemberChoice = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  consultant_id: z.string().nullable(),
});
export type ConsultantMemberChoice = z.infer<typeof ConsultantMemberChoice>;

/**
 * "Make a consultant" from a hired applicant (decision 0097): who may, the default level of a
 * skill the applicant's resume names (its level is not known), and the answers.
 */
export const HIRE_MESSAGES = {
  makers: 'Only admins and recruiters may make a consultant from an applicant.',
  notHired: 'Only a hired applicant can become a consultant.',
  made: 'A consultant was made from this applicant already.',
  applicantNotFound: 'Applicant not found.',
  noResume: 'This consultant has no resume on file.',
} as const;
export const HIRED_SKILL_LEVEL = 2;

/** The consultant made from an applicant, or null (the applicant page's link). */
export const ApplicantConsultant = z.object({
  consultant: z.object({ consultant_id: z.string(), full_name: z.string() }).nullable(),
});
export type ApplicantConsultant = z.infer<typeof ApplicantConsultant>;

/** A consultant's timeline (decision 0097): the history entries written on the consultant, newest first. */
export const ConsultantHistoryEntry = z.object({ id: z.string(), at: z.string(), action_type: z.string(), text: z.string() });
export const ConsultantHistory = z.object({ items: z.array(ConsultantHistoryEntry) });
export type ConsultantHistory = z.infer<typeof ConsultantHistory>;
export const CONSULTANT_HISTORY_LIMIT = 100;

/**
 * A consultant's client-ready profile (decision 0101): a PDF, named or anonymised, that admins and
 * sales reps share with a client contact; each share is recorded and written on both timelines.
 */
export const PROFILE_MESSAGES = {
  sharers: 'Only admins and sales reps may share a consultant’s profile.',
  contactNotFound: 'That contact does not exist (any more).',
  contact: 'Please choose the contact you share the profile with.',
  note: 'A note is at most 500 characters.',
} as const;

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?anonymised=true|false` (false when left out). */
export const ProfilePdfQuery = z.object({
  anonymised: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const ProfileShareInput = z.object({
  contact_id: z.string({ error: PROFILE_MESSAGES.contact }).regex(RECORD_ID, PROFILE_MESSAGES.contact),
  anonymised: z.boolean(),
  note: z.string().trim().max(500, { error: PROFILE_MESSAGES.note }).nullish(),
});
export type ProfileShareInput = z.input<typeof ProfileShareInput>;

export const ProfileShare = z.object({
  share_id: z.string(),
  consultant_id: z.string(),
  contact_id: z.string(),
  contact_name: z.string(),
  anonymised: z.boolean(),
  note: z.string().nullable(),
  shared_by: z.string().nullable(),
  shared_at: z.string(),
});
export type ProfileShare = z.infer<typeof ProfileShare>;

/** The label an anonymised profile carries instead of the name: "Consultant A-3F9C2A". */
export const anonymousLabel = (consultantId: string) => `Consultant A-${consultantId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
