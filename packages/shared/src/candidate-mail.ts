import { z } from 'zod';

/**
 * Candidate e-mail templates (decision 0038): three built-in ones (editable, never
 * deleted) and the firm's own. Subjects and bodies are plain text with `{{placeholders}}`.
 */
export const BUILT_IN_TEMPLATE_KEYS = ['acknowledgement', 'rejection', 'interview-invitation'] as const;
export type BuiltInTemplateKey = (typeof BUILT_IN_TEMPLATE_KEYS)[number];

/** The placeholders a template may use, with what each stands for (shown beside the editor). */
export const TEMPLATE_PLACEHOLDERS = {
  firstName: "The candidate's first name",
  lastName: "The candidate's last name",
  jobTitle: 'The title of the job applied for',
  companyName: "The firm's name",
  recruiterName: 'The name of the recruiter sending the e-mail',
  interviewTime: "The candidate's next interview for the job, in the time zone it was scheduled in",
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];

/** `{{ name }}` with optional spaces inside the braces. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that are not known, in order of appearance, once each. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDER_NAMES);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !known.has(name)))];
}

export type TemplateContext = Record<TemplatePlaceholder, string>;

/** Replaces every known placeholder by its value (plain text; the HTML part escapes it later). */
export function fillPlaceholders(text: string, context: TemplateContext): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in context ? context[name as TemplatePlaceholder] : whole));
}

/** Where a value that reads like a placeholder is set aside while a sent text is checked and filled. */
const SET_ASIDE = /\uE000(\d+)\uE001/g;

/**
 * A sent e-mail is the preview's text, which already holds the placeholders' values: a value that
 * itself reads like a placeholder (an applicant who typed "{{x}}" as their name on the careers
 * form, a job title with braces) is text, not a placeholder, neither refused as unknown nor filled
 * a second time. `hide` sets such values aside before the text is checked and filled; `show` puts
 * them back.
 */
export function valuesSetAside(context: TemplateContext) {
  const values = [...new Set(Object.values(context).filter((v) => v.includes('{{') || v.includes('}}')))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    hide: (text: string) => values.reduce((out, value, i) => out.split(value).join(`\uE000${i}\uE001`), text),
    show: (text: string) => text.replace(SET_ASIDE, (whole, i: string) => values[Number(i)] ?? whole),
  };
}

export const STRAY_BRACES_MESSAGE = 'Double braces go around a placeholder name only, like {{firstName}}.';

export const unknownPlaceholderMessage = (names: string[]) =>
  `Unknown placeholder${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use only ${TEMPLATE_PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}.`;

const withKnownPlaceholders = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
      // '{{firstName {{lastName}} }}' would fill into '{{firstName Lima }}', which no one could send.
      else if (/\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''))) ctx.addIssue({ code: 'custom', message: STRAY_BRACES_MESSAGE });
    });

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

export const CandidateTemplateInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
  subject: withKnownPlaceholders(SUBJECT_MAX, 'Subject').refine((s) => !/[\r\n]/.test(s), 'The subject is one line.'),
  body: withKnownPlaceholders(BODY_MAX, 'Body'),
});
export type CandidateTemplateInput = z.infer<typeof CandidateTemplateInput>;

export const CandidateTemplate = z.object({
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type CandidateTemplate = z.infer<typeof CandidateTemplate>;

export const CandidateTemplateList = z.object({ templates: z.array(CandidateTemplate) });
export type CandidateTemplateList = z.infer<typeof CandidateTemplateList>;

export const TemplateKeyParams = z.object({ key: z.string().max(100) });

/** Preview: the template rendered for one applicant (and one of their jobs). */
export const CandidateEmailPreviewInput = z.object({
  templateKey: z.string().min(1).max(100),
  jobId: z.string().uuid().nullable().optional(),
});
export type CandidateEmailPreviewInput = z.infer<typeof CandidateEmailPreviewInput>;

export const CandidateEmailPreview = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The applicant's jobs to choose from (their applications). */
  jobs: z.array(z.object({ jobId: z.string(), title: z.string() })),
  jobId: z.string().nullable(),
});
export type CandidateEmailPreview = z.infer<typeof CandidateEmailPreview>;

const sentText = (max: number, label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);

/**
 * Send: the (possibly edited) subject and body; placeholders still in them are filled on send. The
 * server refuses unknown placeholders once the values the preview filled in are set aside
 * (`valuesSetAside`), so the schema checks only the lengths.
 */
export const CandidateEmailSendInput = z.object({
  templateKey: z.string().min(1).max(100),
  jobId: z.string().uuid().nullable().optional(),
  subject: sentText(SUBJECT_MAX, 'Subject'),
  body: sentText(BODY_MAX, 'Body'),
});
export type CandidateEmailSendInput = z.infer<typeof CandidateEmailSendInput>;

export const CandidateEmailSent = z.object({ mailId: z.string(), to: z.string(), subject: z.string() });
export type CandidateEmailSent = z.infer<typeof CandidateEmailSent>;

export const TEMPLATE_NOT_FOUND = 'This e-mail template does not exist.';
export const BUILT_IN_NOT_DELETABLE = 'A built-in template can be edited but not deleted.';
