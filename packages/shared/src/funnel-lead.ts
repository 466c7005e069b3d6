import { z } from 'zod';
import { DATE_RANGE_MESSAGE, decimalNumber, isWebAddress, MIN_DATE } from './field-types';
import { LostReasonChoice, StageOutcome } from './deal-figures';
import { DEAL_FIELDS, MAX_DEAL_VALUE } from './fields/deal-fields';
import { editableFields, type FieldDefinition, type FieldInput, type FieldValue, outputSchema } from './fields/field-registry';
import { LeadSource, Priority } from './funnel';
import { RecordVersion, withVersion } from './record-version';

export { DEAL_FIELDS, MAX_DEAL_VALUE } from './fields/deal-fields';

/**
 * The lead card of docs/product/records.md#lead-cards as the API and the lead editor see it. Leads are rows of `deals`
 * (docs/product/beyond-the-spec.md#shared-server-state). One input schema serves the route (JSON) and the form (text inputs): empty text
 * becomes null, numbers may arrive as text, tags as a list or as comma-separated text.
 */

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
 * The lead-card fields whose input is more than their kind's (what cannot be a plain field,
 * decision 0043): the column, the tags' two forms, the lost reason, the rep, the money, the
 * address and profile groups and the linked records.
 */
const SPECIAL_INPUTS = {
  /**
   * The column a new lead goes into (default: the first one); an edit naming another column moves
   * the lead there, exactly as a move on the board does. Status and salesStage are its title
   * (docs/product/crm.md#funnel-moves, decision 0025).
   */
  stageId: z.uuid('Please choose a stage.').optional(),
  tags: tagList,
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
  socialProfiles: socialInput,
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
};
type SpecialInputs = typeof SPECIAL_INPUTS;

/** A plain lead-card field's input, by its kind, with the lead card's messages. */
function plainLeadInput(field: FieldDefinition): z.ZodType {
  const max = field.max ?? 500;
  switch (field.kind) {
    case 'email':
      return optionalEmail;
    case 'url':
      return optionalUrl;
    case 'date':
      return optionalDate;
    case 'enum': {
      const options = z.enum(field.options as [string, ...string[]]);
      if (field.required) return field.default === undefined ? options : options.default(field.default);
      return z
        .union([z.literal(''), options])
        .nullish()
        .transform((v) => v || null);
    }
    default: {
      if (!field.required) return optionalText(max);
      const label = field.requiredLabel ?? field.label;
      return z
        .string()
        .trim()
        .min(1, `${label} is required.`)
        .max(max, `Please keep the ${label.toLowerCase()} under ${max + 1} characters.`);
    }
  }
}

type DealField = (typeof DEAL_FIELDS.declared)[number];
type EditableDealField = Exclude<DealField, { readOnly: true }>;
type LeadInputShape = {
  [F in EditableDealField as F['key']]: F['key'] extends keyof SpecialInputs
    ? SpecialInputs[F['key']]
    : z.ZodType<FieldValue<F>, FieldInput<F>>;
};

/**
 * Every editable lead-card field (docs/product/records.md#lead-cards) with their defaults
 * (docs/product/crm.md#funnel-moves): the deal registry's editable fields, in its order.
 */
export const LeadInput = z.object(
  Object.fromEntries(
    editableFields(DEAL_FIELDS).map((f) => [f.key, (SPECIAL_INPUTS as Record<string, z.ZodType>)[f.key] ?? plainLeadInput(f)]),
  ),
) as unknown as z.ZodObject<LeadInputShape>;
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

type CardKey = keyof typeof LeadCard.shape;
type LeadDetailShape = {
  [F in Exclude<EditableDealField, { key: CardKey }> as F['key']]: F['key'] extends 'socialProfiles'
    ? z.ZodType<Record<string, string>>
    : z.ZodType<FieldValue<F>>;
};
/** The editable fields a whole lead has beyond its card, from the deal registry (profile links are never null). */
export const LEAD_DETAIL_FIELDS = editableFields(DEAL_FIELDS).filter((f) => !Object.hasOwn(LeadCard.shape, f.key));
const leadDetail = Object.fromEntries(
  LEAD_DETAIL_FIELDS.map((f) => [f.key, f.key === 'socialProfiles' ? z.record(z.string(), z.string()) : outputSchema(f)]),
) as unknown as LeadDetailShape;

/** A whole lead as the editor loads it: every lead-card field plus the server-set record fields. */
export const Lead = LeadCard.extend({
  ...leadDetail,
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
