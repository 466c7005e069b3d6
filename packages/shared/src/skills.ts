import { z } from 'zod';

/**
 * The skills graph (decision 0087): one list of skills, each with synonyms
 * ("React.js" = "React"), that deal demands, jobs, applicants, consultants and interview
 * competencies all point at. Admins edit it; every signed-in member reads it.
 */
export const SKILL_NAME_MAX = 60;
export const MAX_SYNONYMS = 20;

export const SKILL_NOT_FOUND = 'Skill not found.';
export const SKILL_NAME_MESSAGE = 'Give the skill a name.';
export const SKILL_IN_USE = 'This skill is given to consultants: take it off them first.';

/** A name or synonym that no letter or digit survives in (e.g. "..."): it could never be matched. */
export const SKILL_TERM_EMPTY = 'A skill name or synonym needs at least one letter or digit.';

/** 400: two terms of one skill that read the same once case and punctuation are set aside. */
export const sameTermMessage = (a: string, b: string) => `“${a}” and “${b}” read the same; keep one.`;

/** 409: a term already taken by another skill's name or synonym. */
export const termTakenMessage = (term: string, skill: string) => `“${term}” is already a name or synonym of the skill ${skill}.`;

/**
 * The key a skill name or synonym is matched by: case-, accent-, space- and punctuation-insensitive,
 * except that "+" and "#" count ("C++" and "C#" are not "C"). "React.js", "react JS" and "ReactJS"
 * share the key "reactjs"; "React" is a synonym, not the same key.
 */
export function skillKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const term = z
  .string({ error: SKILL_NAME_MESSAGE })
  .trim()
  .min(1, SKILL_NAME_MESSAGE)
  .max(SKILL_NAME_MAX, `Please keep a skill name or synonym under ${SKILL_NAME_MAX + 1} characters.`)
  .refine((t) => skillKey(t) !== '', SKILL_TERM_EMPTY);

export const SkillInput = z
  .object({
    name: term,
    synonyms: z.array(term).max(MAX_SYNONYMS, `At most ${MAX_SYNONYMS} synonyms per skill.`).default([]),
  })
  .superRefine((skill, ctx) => {
    const seen = new Map<string, string>([[skillKey(skill.name), skill.name]]);
    skill.synonyms.forEach((synonym, index) => {
      const key = skillKey(synonym);
      const earlier = seen.get(key);
      if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: ['synonyms', index], message: sameTermMessage(earlier, synonym) });
      else seen.set(key, synonym);
    });
  });
export type SkillInput = z.input<typeof SkillInput>;
export type SkillValues = z.output<typeof SkillInput>;

export const Skill = z.object({
  skill_id: z.string(),
  name: z.string(),
  synonyms: z.array(z.string()),
  /** How many consultants have it (a skill in use cannot be deleted). */
  consultants: z.number().int(),
});
export type Skill = z.infer<typeof Skill>;

/** A skill as a reference elsewhere (a consultant's skill, a picker's choice). */
export const SkillRef = z.object({ skill_id: z.string(), name: z.string() });
export type SkillRef = z.infer<typeof SkillRef>;

export const ResolveSkillQuery = z.object({
  text: z.string().trim().min(1, 'Say which skill.').max(200),
});

/** What a text resolves to: the skill whose name or synonym it is, or null. */
export const ResolvedSkill = z.object({ text: z.string(), skill: SkillRef.nullable() });
export type ResolvedSkill = z.infer<typeof ResolvedSkill>;
