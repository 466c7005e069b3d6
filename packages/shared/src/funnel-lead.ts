import { z } from 'zod';
import { DATE_RANGE_MESSAGE, decimalNumber, isWebAddress, MIN_DATE } from './field-types';
import { LostReasonChoice, StageOutcome } from './deal-figures';
import { DEFAULT_LEAD, Industry, LeadSource, Priority, ServiceInterest } from './funnel';
import { RecordVersion, withVersion } from './record-version';

/**
 * The lead card of docs/product/records.md#lead-cards as the API and the lead editor see it. Leads are rows of `deals`
 * (docs/product/beyond-the-spec.md#shared-server-state). One input schema serves the route (JSON) and the form (text inputs): empty text
 * becomes null, numbers may arrive as text, tags as a list or as comma-separated text.
 */

/** Largest deal value numeric(14, 2) holds. */
export const MAX_DEAL_VALUE = 999_999_999_999.99;
export const MAX_TAGS = 20;
/** Contacts one lead may link to. */
export const MAX_LEAD_CONTACTS = 20;
/** Refusals of picked records that do not exist (400, on their field). */
export const LEAD_COMPANY_GONE = 'This company no longer exists.';
export const LEAD_CONTACT_GONE = 'A chosen contact no longer exists.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max + 1} characters.`)
    .nullish()
    .transform((v) => v || null);

const optionalEmail = optionalText(254).pipe(z.email('Please enter a valid e-mail address.').nullable());

/** Website and profile links are url type (docs/product/validation.md); only http(s), so a stored link is always safe to open. */
const optionalUrl = optionalText(500).pipe(
  z
    .url({ protocol: /^https?$/, message: 'Please enter a full web address, like https://example.com.' })
    .refine(isWebAddress, 'Please enter a full web address, like https://example.com.')
    .nullable(),
);

/** A calendar date in years 1..9999 (PostgreSQL has no year 0). */
const optionalDate = optionalText(10)
  .pipe(z.iso.date('Please enter a date as YYYY-MM-DD.').nullable())
  .refine((v) => v === null || v >= MIN_DATE, DATE_RANGE_MESSAGE);

const dealValue = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? decimalNumber(v.replace(/[\s,$]/g, '')) : v),
  z
    .number('Deal value must be a number.')
    .min(0, 'Deal value cannot be negative.')
    .max(MAX_DEAL_VALUE, 'Deal value is too large.')
    .nullable(),
);

const tagList = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => {
    const items = typeof v === 'string' ? v.split(',') : (v ?? []);
    return [...new Set(items.map((tag) => tag.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(60, 'Each tag must be at most 60 characters.')).max(MAX_TAGS, `At most ${MAX_TAGS} tags.`));

/** An address group of the lead card (address, business address, home address). */
export const ADDRESS_FIELDS = ['street', 'street2', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type LeadAddress = Partial<Record<AddressField, string>>;

/** Drops empty parts; an address with no part at all is stored as null. */
function compact<T extends Record<string, string | null>>(value: T | null | undefined): Partial<Record<keyof T, string>> | null {
  if (!value) return null;
  const entries = Object.entries(value).filter(([, v]) => v);
  return entries.length ? (Object.fromEntries(entries) as Partial<Record<keyof T, string>>) : null;
}

const addressInput = z
  .object(
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, optionalText(200)])) as Record<AddressField, ReturnType<typeof optionalText>>,
  )
  .partial()
  .nullish()
  .transform((v) => compact(v) as LeadAddress | null);

/** Social profiles of the lead card: links per network. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'twitter', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialProfiles = Partial<Record<SocialNetwork, string>>;

const socialInput = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl])) as Record<SocialNetwork, typeof optionalUrl>)
  .partial()
  .nullish()
  .transform((v) => (compact(v) ?? {}) as SocialProfiles);

/**
 * Every editable lead-card field (docs/product/records.md#lead-cards) with their defaults (docs/product/records.md#lead-cards, docs/product/crm.md#funnel-moves). Status and
 * salesStage are not among them: they are the title of the lead's column (docs/product/crm.md#funnel-moves, decision 0025).
 * `stageId` is that column: a new lead goes into it (default: the first column); an edit naming
 * another column moves the lead there, exactly as a move on the board does.
 */
export const LeadInput = z.object({
  stageId: z.uuid('Please choose a stage.').optional(),
  name: z.string().trim().min(1, 'Deal name is required.').max(200, 'Please keep the deal name under 201 characters.'),
  title: optionalText(100),
  description: optionalText(5000),
  priority: Priority.default(DEFAULT_LEAD.priority),
  tags: tagList,
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  workEmail: optionalEmail,
  email: optionalEmail,
  mobilePhone: optionalText(50),
  phone: optionalText(50),
  jobTitle: optionalText(200),
  leadSource: LeadSource.default(DEFAULT_LEAD.leadSource),
  inquiryDate: optionalDate,
  lastContactDate: optionalDate,
  nextContactDate: optionalDate,
  /** When the rep expects the deal to close (decision 0060). */
  expectedCloseDate: optionalDate,
  /**
   * Why the deal was lost: a label of the lost-reason list, kept only while the lead is in a lost
   * stage (decision 0060). Left out: unchanged.
   */
  lostReason: LostReasonChoice,
  /** A team member's user id; null (or '') is 'Unassigned'. The server records the member's name. */
  assignedSalesRepId: z
    .union([z.literal(''), z.uuid('Please choose a team member.')])
    .nullish()
    .transform((v) => v || null),
  dealValue,
  meetingNotes: optionalText(10_000),
  industry: Industry.default(DEFAULT_LEAD.industry),
  sourceCampaign: optionalText(200),
  utmParameters: optionalText(1000),
  serviceInterest: z
    .union([z.literal(''), ServiceInterest])
    .nullish()
    .transform((v) => v || null),
  budgetRange: optionalText(100),
  timeline: optionalText(100),
  website: optionalUrl,
  socialProfiles: socialInput,
  instantMessageHandles: optionalText(500),
  birthday: optionalDate,
  location: optionalText(200),
  address: addressInput,
  businessAddress: addressInput,
  homeAddress: addressInput,
  /**
   * The company record the lead is about (decision 0024); its name becomes the lead's company.
   * Left out: unchanged on an edit, none on a create. Null or '': none.
   */
  companyId: z
    .union([z.literal(''), z.uuid('Please choose a company.')])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /** The contact records of the lead; the first one's name becomes the lead's contact person. Left out: unchanged on an edit. */
  contactIds: z
    .array(z.uuid('Please choose a contact.'))
    .max(MAX_LEAD_CONTACTS, `At most ${MAX_LEAD_CONTACTS} contacts.`)
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v)])),
});
export type LeadInputValues = z.input<typeof LeadInput>;
export type LeadInput = z.output<typeof LeadInput>;

/** Create a lead from the board: into a column (`stageId`, default: the first one). */
export const LeadCreateInput = LeadInput;
export type LeadCreateInput = z.output<typeof LeadCreateInput>;

/** Save an edited lead: `version` is the one the editor loaded (optimistic concurrency). */
export const LeadUpdateInput = withVersion(LeadInput);
export type LeadUpdateInput = z.output<typeof LeadUpdateInput>;

/**
 * Move a card: the target column, and the cards that end up directly above (beforeId) and below
 * (afterId) it. Neither: the end of the column. `version` is the card's version the mover saw.
 */
export const MoveLeadInput = z.object({
  stageId: z.uuid(),
  beforeId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  afterId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  version: RecordVersion,
  /** Into a lost stage: why the deal was lost (a label of the lost-reason list); left out, none. */
  lostReason: LostReasonChoice,
});
export type MoveLeadInput = z.output<typeof MoveLeadInput>;

/** What a card on the board shows (docs/product/records.md#lead-cards fields the card needs), plus what moving it needs. */
export const LeadCard = z.object({
  id: z.string(),
  stageId: z.string(),
  position: z.number(),
  version: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dealValue: z.number().nullable(),
  priority: Priority,
  assignedSalesRep: z.string(),
  nextContactDate: z.string().nullable(),
  expectedCloseDate: z.string().nullable(),
  /** When the lead entered a won or lost stage (ISO 8601); null while it is open. */
  closedAt: z.string().nullable(),
  lostReason: z.string().nullable(),
  leadSource: LeadSource,
  status: z.string(),
  salesStage: z.string(),
  tags: z.array(z.string()),
  /** The linked company and contact records (decision 0024), for links to their pages. */
  companyId: z.string().nullable(),
  contactIds: z.array(z.string()),
});
export type LeadCard = z.infer<typeof LeadCard>;

const address = z.record(z.string(), z.string()).nullable();

/** A whole lead as the editor loads it: every lead-card field plus the server-set record fields. */
export const Lead = LeadCard.extend({
  title: z.string().nullable(),
  description: z.string().nullable(),
  workEmail: z.string().nullable(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  inquiryDate: z.string().nullable(),
  lastContactDate: z.string().nullable(),
  assignedSalesRepId: z.string().nullable(),
  meetingNotes: z.string().nullable(),
  industry: Industry,
  sourceCampaign: z.string().nullable(),
  utmParameters: z.string().nullable(),
  serviceInterest: ServiceInterest.nullable(),
  budgetRange: z.string().nullable(),
  timeline: z.string().nullable(),
  website: z.string().nullable(),
  socialProfiles: z.record(z.string(), z.string()),
  instantMessageHandles: z.string().nullable(),
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  address,
  businessAddress: address,
  homeAddress: address,
  stageTitle: z.string(),
  /** The outcome of the lead's stage: open, won or lost (decision 0060). */
  stageOutcome: StageOutcome,
  dateCreated: z.string(),
  dateModified: z.string(),
  createdBy: z.string().nullable(),
  lastModifiedBy: z.string().nullable(),
  /** The linked contacts' names, in the order of contactIds, for the editor's picker and links. */
  contacts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Lead = z.infer<typeof Lead>;

/** A team member a lead can be assigned to. */
export const SalesRep = z.object({ id: z.string(), fullName: z.string(), role: z.string() });
export type SalesRep = z.infer<typeof SalesRep>;
