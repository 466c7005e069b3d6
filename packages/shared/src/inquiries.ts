import { z } from 'zod';
import { INDUSTRIES, LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS } from './funnel';
import { decimalNumber, isWebAddress } from './field-types';

/** Budget ranges and timelines the inquiry form offers. */
export const BUDGET_RANGES = [
  'Under $10,000',
  '$10,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000 - $250,000',
  '$250,000+',
  'Not sure yet',
] as const;
export const TIMELINES = ['As soon as possible', '1-3 months', '3-6 months', '6-12 months', 'More than 12 months', 'Not sure yet'] as const;

/** Who created an anonymous inquiry (docs/product/roles-and-permissions.md#inquiry-ownership). */
export const PUBLIC_INQUIRY_CREATOR = 'Public Inquiry Form';
/** Tag of a lead a visitor's inquiry made for an e-mail Keel already has as a contact: nobody checked the visitor is that contact (decision 0076). */
export const UNVERIFIED_INQUIRY_TAG = 'Unverified inquiry';

/** The largest project value a deal amount holds (numeric(14, 2)). */
export const MAX_PROJECT_VALUE = 999_999_999_999;

/** Failure messages, one per step of the submission (docs/product/texts-and-constants.md#inquiry), shared so the form picks the toast. */
export const CONTACT_NOT_SAVED = 'Could not save contact details.';
export const DEAL_NOT_SAVED = 'Could not save deal details.';

/** An optional text field: trimmed, bounded, '' meaning absent. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const email = (label: string) =>
  text(label, 254).pipe(
    z
      .email({ error: `${label} must be a valid e-mail address.` })
      .toLowerCase()
      .optional(),
  );

/** Website and profile fields (url type, docs/product/validation.md#inquiry): http(s) only, so no javascript: links are stored. */
const webAddress = (label: string) =>
  text(label, 500).pipe(
    z
      .url({ protocol: /^https?$/, error: `${label} must be a full web address starting with https://.` })
      .refine(isWebAddress, `${label} must be a full web address starting with https://.`)
      .optional(),
  );

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .union([z.enum(values, { error: `Please choose a valid ${label}.` }), z.literal('')])
    .optional()
    .transform((value) => value || undefined);

/** The project value as a number of dollars: '' → 0 (docs/product/data-import-export.md#inquiry-submission "the parsed value or 0"); '$25,000' → 25000. */
const projectValue = z
  .union([z.number(), z.string().max(40, 'Project value is too long.')], { error: 'Project value must be a number.' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return 0;
    const parsed = typeof value === 'number' ? value : value.trim() === '' ? 0 : decimalNumber(value.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > MAX_PROJECT_VALUE) {
      ctx.addIssue({ code: 'custom', message: `Project value must be a number from 0 to ${MAX_PROJECT_VALUE.toLocaleString('en-US')}.` });
      return z.NEVER;
    }
    return Math.round(parsed * 100) / 100;
  });

/** A calendar date in the past (birthday), as YYYY-MM-DD. */
const birthday = text('Birthday', 10).pipe(
  z.iso
    .date({ error: 'Birthday must be a date.' })
    .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'Birthday must be a past date.')
    .optional(),
);

/**
 * The New Inquiry form (docs/product/public-site.md#new-inquiry, docs/product/records.md, docs/product/validation.md#inquiry): six sections; First Name, Last Name, Primary Email and
 * the project description are required. `stage` is the funnel column passed in navigation state
 * (honoured for signed-in staff; a public visitor's inquiry always lands in 'New Inquiry').
 */
export const InquiryInput = z.object({
  // Contact Information
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: requiredText('Primary Email', 254).pipe(z.email({ error: 'Primary Email must be a valid e-mail address.' }).toLowerCase()),
  workEmail: email('Work Email'),
  phone: text('Phone', 50),
  mobilePhone: text('Mobile Phone', 50),
  // Company & Role
  company: text('Company', 200),
  jobTitle: text('Job Title', 200),
  website: webAddress('Website'),
  industry: choice('industry', INDUSTRIES),
  // Inquiry Details
  projectName: text('Project Name', 200),
  leadSource: choice('lead source', LEAD_SOURCES),
  serviceInterest: choice('service', SERVICE_INTERESTS),
  priority: choice('priority', PRIORITIES),
  budgetRange: choice('budget range', BUDGET_RANGES),
  timeline: choice('timeline', TIMELINES),
  projectValue,
  // Address Information
  address: text('Street Address', 300),
  address2: text('Address Line 2', 300),
  city: text('City', 100),
  state: text('State / Province', 100),
  zipCode: text('ZIP / Postal Code', 20),
  country: text('Country', 100),
  // Social & Other
  linkedinProfile: webAddress('LinkedIn Profile'),
  instagramProfile: webAddress('Instagram Profile'),
  instantMessageHandles: text('Instant Message Handles', 300),
  birthday,
  // Message / Requirements
  message: requiredText('Tell us about your project or needs', 5000),
  stage: text('Stage', 100),
  /** Honeypot (see contact-messages.ts): filled only by bots. */
  homepage: z.string().max(1000).optional(),
});
export type InquiryInput = z.input<typeof InquiryInput>;
export type InquiryData = z.output<typeof InquiryInput>;

/** The deal name of an inquiry: the project name, else "{company or full name} Inquiry". */
export function inquiryDealName(
  data: Pick<InquiryData, 'firstName' | 'lastName'> & Partial<Pick<InquiryData, 'projectName' | 'company'>>,
): string {
  return data.projectName ?? `${data.company ?? `${data.firstName} ${data.lastName}`} Inquiry`;
}

/** The answer to a submission; signed-in staff also get the contact's and the lead's ids, to open them. */
export const InquiryReceipt = z.object({
  leadName: z.string(),
  dealName: z.string(),
  contactId: z.string().optional(),
  leadId: z.string().optional(),
});
export type InquiryReceipt = z.infer<typeof InquiryReceipt>;
