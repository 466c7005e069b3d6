import { z } from 'zod';

/**
 * Interview kits (decision 0082): the competencies a job's interviewers rate — each a name, an
 * optional weight and guiding questions — started from reusable templates that recruiters and
 * admins keep.
 */
export const MAX_COMPETENCIES = 20;
export const MAX_QUESTIONS = 10;
export const COMPETENCY_WEIGHT_MIN = 1;
export const COMPETENCY_WEIGHT_MAX = 10;

export const KIT_TEMPLATE_NOT_FOUND = 'Interview kit template not found.';
export const KIT_TEMPLATE_NAME_TAKEN = 'An interview kit template with this name exists already.';
export const COMPETENCY_NAME_MESSAGE = 'Give each competency a name.';
export const COMPETENCY_DUPLICATE_MESSAGE = 'Each competency needs a name of its own.';
export const COMPETENCY_WEIGHT_MESSAGE = `A weight is a whole number from ${COMPETENCY_WEIGHT_MIN} to ${COMPETENCY_WEIGHT_MAX}.`;
export const KIT_TEMPLATE_NAME_MESSAGE = 'Give the template a name.';
export const COMPETENCY_SKILL_TWICE_MESSAGE = 'Each skill can be named by one competency of a kit only.';
export const COMPETENCY_SKILL_UNKNOWN_MESSAGE = 'That skill is not in the skills graph (any more).';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const CompetencyInput = z.object({
  /** Kept across edits of a job's kit, so the scorecards that rated it still add up; new ones get one. */
  id: uuid.optional(),
  name: z.string({ error: COMPETENCY_NAME_MESSAGE }).trim().min(1, COMPETENCY_NAME_MESSAGE).max(100, 'Please use at most 100 characters.'),
  weight: z
    .number({ error: COMPETENCY_WEIGHT_MESSAGE })
    .int(COMPETENCY_WEIGHT_MESSAGE)
    .min(COMPETENCY_WEIGHT_MIN, COMPETENCY_WEIGHT_MESSAGE)
    .max(COMPETENCY_WEIGHT_MAX, COMPETENCY_WEIGHT_MESSAGE)
    .nullish()
    .transform((w) => w ?? null),
  questions: z
    .array(z.string().trim().max(500, 'Please use at most 500 characters.'))
    .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} guiding questions per competency.`)
    .default([])
    .transform((qs) => qs.filter((q) => q !== '')),
  /** The skill of the skills graph it rates (decision 0109); null or absent: a free-text competency. */
  skill_id: uuid.nullish().transform((v) => v?.toLowerCase() ?? null),
});

const Competencies = z
  .array(CompetencyInput)
  .max(MAX_COMPETENCIES, `At most ${MAX_COMPETENCIES} competencies.`)
  .refine((list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length, COMPETENCY_DUPLICATE_MESSAGE)
  .refine((list) => {
    const skills = list.flatMap((c) => (c.skill_id ? [c.skill_id] : []));
    return new Set(skills).size === skills.length;
  }, COMPETENCY_SKILL_TWICE_MESSAGE);

export const Competency = z.object({
  id: z.string(),
  name: z.string(),
  weight: z.number().int().nullable(),
  questions: z.array(z.string()),
  /** The skill it rates (decision 0109), its current name read with it; both null for a free-text competency or a deleted skill. */
  skill_id: z.string().nullable(),
  skill_name: z.string().nullable(),
});
export type Competency = z.infer<typeof Competency>;
/** A competency as kept in a kit's JSON: the skill by id only (kits saved before decision 0109 have none). */
export type StoredCompetency = Omit<Competency, 'skill_id' | 'skill_name'> & { skill_id?: string | null };

export const InterviewKitInput = z.object({ competencies: Competencies });
export type InterviewKitInput = z.input<typeof InterviewKitInput>;
export type InterviewKitValues = z.output<typeof InterviewKitInput>;

export const InterviewKit = z.object({
  job_id: z.string(),
  competencies: z.array(Competency),
});
export type InterviewKit = z.infer<typeof InterviewKit>;

export const KitTemplateInput = z.object({
  name: z
    .string({ error: KIT_TEMPLATE_NAME_MESSAGE })
    .trim()
    .min(1, KIT_TEMPLATE_NAME_MESSAGE)
    .max(100, 'Please use at most 100 characters.'),
  competencies: Competencies,
});
export type KitTemplateInput = z.input<typeof KitTemplateInput>;
export type KitTemplateValues = z.output<typeof KitTemplateInput>;

export const KitTemplate = z.object({
  template_id: z.string(),
  name: z.string(),
  competencies: z.array(Competency),
  updated_at: z.string(),
});
export type KitTemplate = z.infer<typeof KitTemplate>;
