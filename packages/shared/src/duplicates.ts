import { z } from 'zod';
import { RecordVersion } from './record-version';
import { APPLICANT_FIELDS } from './fields/applicant-fields';
import { COMPANY_FIELDS } from './fields/company-fields';
import { CONTACT_FIELDS } from './fields/contact-fields';
import { mergeColumns } from './fields/field-registry';

/**
 * Likely duplicates (decision 0033): the check a form makes before saving, the
 * admins' list of likely pairs, and the merge of two records into one.
 */
export const DUPLICATE_KINDS = ['contacts', 'companies', 'applicants'] as const;
export const DuplicateKind = z.enum(DUPLICATE_KINDS);
export type DuplicateKind = z.infer<typeof DuplicateKind>;

/** Why two records look like one: same e-mail, similar name (at the same company), same website domain, same phone. */
export const DUPLICATE_REASONS = ['email', 'name', 'domain', 'phone'] as const;
export const DuplicateReason = z.enum(DUPLICATE_REASONS);
export type DuplicateReason = z.infer<typeof DuplicateReason>;

export const DUPLICATE_REASON_TEXT: Record<DuplicateReason, string> = {
  email: 'Same e-mail',
  name: 'Similar name',
  domain: 'Same website domain',
  phone: 'Same name and phone',
};

/** The fields a check looks at; the rest of a form is ignored. `excludeId`: the record being edited. */
export const DuplicateCheckInput = z.object({
  kind: DuplicateKind,
  excludeId: z.uuid().optional(),
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  companyId: z.uuid().optional(),
  /** A contact's company typed by name (the New Inquiry form): the oldest company of that name. */
  companyName: z.string().trim().max(200).optional(),
  /** Companies: their name and website. */
  name: z.string().trim().max(200).optional(),
  website: z.string().trim().max(2_000).optional(),
  phone: z.string().trim().max(50).optional(),
});
export type DuplicateCheckInput = z.input<typeof DuplicateCheckInput>;

/** One record a check or a pair names: enough to recognise it and open it. */
export const DuplicateRecord = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
});
export type DuplicateRecord = z.infer<typeof DuplicateRecord>;

export const DuplicateMatch = DuplicateRecord.extend({ reasons: z.array(DuplicateReason), score: z.number() });
export type DuplicateMatch = z.infer<typeof DuplicateMatch>;

export const DuplicateCheckResult = z.object({ matches: z.array(DuplicateMatch) });
export type DuplicateCheckResult = z.infer<typeof DuplicateCheckResult>;

/** The most matches a check returns. */
export const DUPLICATE_CHECK_LIMIT = 5;
export const DUPLICATE_WARNING_TITLE = 'Possible duplicate';

export const DUPLICATE_PAGE_SIZE = 25;
export const DuplicatePairsQuery = z.object({
  kind: DuplicateKind.default('contacts'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A likely pair: `first` is the older record (the suggested survivor). */
export const DuplicatePair = z.object({
  first: DuplicateRecord,
  second: DuplicateRecord,
  reasons: z.array(DuplicateReason),
  score: z.number(),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;

/** The last scan of a kind: none yet, running (step of steps), done (when, how many pairs), or failed. */
export const ScanStatus = z.enum(['none', 'running', 'done', 'failed']);
export const DuplicateScan = z.object({
  status: ScanStatus,
  step: z.number().int(),
  steps: z.number().int(),
  pairCount: z.number().int().nullable(),
  /** When the pairs shown were found (the last finished scan), ISO. */
  scannedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type DuplicateScan = z.infer<typeof DuplicateScan>;

export const DuplicatePairPage = z.object({
  items: z.array(DuplicatePair),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** The scan the pairs come from (decision 0040): pairs merged or dismissed since are left out. */
  scan: DuplicateScan,
});
export type DuplicatePairPage = z.infer<typeof DuplicatePairPage>;

/** The fields a merge offers a choice for, per kind, in form order (columns of the record): the registries' mergeable fields. */
export const MERGE_FIELDS = {
  contacts: mergeColumns(CONTACT_FIELDS),
  companies: mergeColumns(COMPANY_FIELDS),
  applicants: mergeColumns(APPLICANT_FIELDS),
} as const satisfies Record<DuplicateKind, readonly string[]>;

/** Both records of a pair with every field a merge offers, for the side-by-side view. */
export const MergeRecord = z.object({
  id: z.string(),
  label: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  values: z.record(z.string(), z.string()),
});
export type MergeRecord = z.infer<typeof MergeRecord>;
export const MergePreview = z.object({ kind: DuplicateKind, fields: z.array(z.string()), records: z.array(MergeRecord).length(2) });
export const MergePreviewQuery = z.object({ a: z.uuid(), b: z.uuid() });
export type MergePreview = z.infer<typeof MergePreview>;

/**
 * Merge `otherId` into `survivorId`: `fromOther` lists the fields whose value is taken from the
 * other record (the rest keep the survivor's). Both versions as shown, so a record changed since is
 * refused (409) and nothing is merged.
 */
export const MergeInput = z.object({
  survivorId: z.uuid(),
  survivorVersion: RecordVersion,
  otherId: z.uuid(),
  otherVersion: RecordVersion,
  fromOther: z.array(z.string().max(64)).max(64).default([]),
});
export type MergeInput = z.input<typeof MergeInput>;
export type MergeValues = z.output<typeof MergeInput>;

/** How many links of each kind moved to the survivor. */
export const MergeResult = z.object({ survivorId: z.string(), moved: z.record(z.string(), z.number().int()) });
export type MergeResult = z.infer<typeof MergeResult>;

export const MERGE_SAME_RECORD = 'Choose two different records to merge.';
export const MERGE_UNKNOWN_FIELD = 'This field cannot be merged.';
export const DUPLICATE_RECORD_NOT_FOUND = 'One of the records no longer exists.';
