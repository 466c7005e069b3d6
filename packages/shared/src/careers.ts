import { z } from 'zod';
import { EMPLOYMENT_TYPES } from './jobs';
import { optionalText, optionalWebAddressWithScheme } from './field-types';
import { HONEYPOT_FIELD } from './contact-messages';

/**
 * The public careers site (decision 0036): the job list's filters and the
 * online application form, used by the server-rendered pages and their POST alike.
 */

/**
 * The privacy notice the candidate agrees to. Its version is stored with each application; a change
 * of the wording needs a new version, so every stored consent names the text that was shown.
 */
export const PRIVACY_NOTICE = {
  version: '2026-11-24',
  text: (firmName: string, retentionMonths: number) =>
    `${firmName} uses the details and resume you send only to consider you for this and similar roles. ` +
    `Recruiters and hiring managers of ${firmName} can read them. If you are not hired, your data is deleted ` +
    `${retentionMonths} months after your application; you can ask us for a copy or for deletion at any time.`,
} as const;

/** Longest name an acknowledgement repeats (decision 0071: the Apply form is no relay). */
export const ACKNOWLEDGEMENT_NAME_MAX = 40;

/**
 * A typed name as the careers acknowledgement may repeat it to the address given: one line, at most
 * {@link ACKNOWLEDGEMENT_NAME_MAX} characters, and nothing a mail client would make a link (a scheme,
 * 'www.', an '@', a slash or a dotted word like 'x.co'); '' when it is not such a name.
 */
export function acknowledgementName(typed: string): string {
  const name = typed.replace(/\s+/g, ' ').trim();
  if (name.length > ACKNOWLEDGEMENT_NAME_MAX) return '';
  if (/[:/\\@<>[\]{}|]|www\.|\.[\p{L}\d]/iu.test(name)) return '';
  return name;
}

export const CAREERS_MESSAGES = {
  consent: 'Please agree to the privacy notice so that we can consider your application.',
  required: (label: string) => `${label} is required.`,
  alreadyApplied: 'You have already applied for this job. We have your application and will be in touch; there is no need to apply again.',
  closed: 'This job no longer takes applications.',
  received: (firstName: string, jobTitle: string) => `Thank you, ${firstName}! Your application for ${jobTitle} has been received.`,
} as const;

/** A filter's value: '' (the form's 'All') and anything unreadable mean no filter. */
const filterValue = <T extends z.ZodType<string>>(schema: T) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), schema.optional())
    .catch(undefined);

/** The query string of /careers (the list's GET form): each filter is one exact value from the list shown. */
export const CareersFilters = z.object({
  department: filterValue(z.string().max(200)),
  location: filterValue(z.string().max(200)),
  type: filterValue(z.enum(EMPLOYMENT_TYPES)),
});
export type CareersFilters = z.output<typeof CareersFilters>;

const required = (label: string, max: number) =>
  z
    .string({ error: CAREERS_MESSAGES.required(label) })
    .trim()
    .min(1, CAREERS_MESSAGES.required(label))
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * A name typed by a visitor: line breaks and other control characters become spaces, and the
 * Unicode direction overrides and isolates go (U+202A–U+202E, U+2066–U+2069). Right-to-left names
 * need none of them (the browser orders Hebrew or Arabic by itself), but an override in a name
 * reverses the text after it wherever the name is shown: 'Jane ‮deriH' would read 'Jane Hired' on
 * a recruiter's board.
 */
const visitorName = (label: string, max: number) =>
  z
    .string({ error: CAREERS_MESSAGES.required(label) })
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .transform((v) => v.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/[\u0000-\u001f\u007f]+/g, ' '))
    .pipe(required(label, max));

/**
 * Where an application came from, as the `?source=` of the link the visitor followed ('indeed' from
 * the Indeed feed, 'rss' from the RSS feed; decision 0077): lower-cased, anything but letters, digits,
 * '-' and '_' made a '-', at most 32 characters. Anything unreadable is normalised, never refused;
 * nothing left means none (null).
 */
export function normaliseSourceTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value
    .slice(0, 200)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+/, '')
    .slice(0, 32)
    .replace(/[-_]+$/, '');
  return token === '' ? null : token;
}

/** The applicant source (docs/product/validation.md#applicant sources) an application's source tag stands for. */
export function applicantSourceOf(tag: string | null): 'Job Board' | 'LinkedIn' | 'Company Website' {
  if (tag === 'indeed') return 'Job Board';
  if (tag === 'linkedin') return 'LinkedIn';
  return 'Company Website';
}

/** The careers form's fields (the resume travels beside them as a file). */
export const CareersApplicationInput = z.object({
  first_name: visitorName('First name', 100),
  last_name: visitorName('Last name', 100),
  email: required('E-mail', 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  phone: optionalText(50),
  linkedin_url: optionalWebAddressWithScheme,
  cover_note: optionalText(3_000),
  consent: z.literal('yes', { error: CAREERS_MESSAGES.consent }),
  /** The `?source=` of the job page, carried by a hidden field. */
  source: z.unknown().optional().transform(normaliseSourceTag),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type CareersApplicationInput = z.input<typeof CareersApplicationInput>;
export type CareersApplicationValues = z.output<typeof CareersApplicationInput>;

/** The form's field names, in order (the server refuses any other). */
export const CAREERS_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'linkedin_url',
  'cover_note',
  'consent',
  'source',
  HONEYPOT_FIELD,
] as const;
export const CAREERS_RESUME_FIELD = 'resume';
