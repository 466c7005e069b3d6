import { z } from 'zod';

/**
 * Privacy (decision 0038): an admin exports or erases an applicant's or a contact's
 * personal data; applicants not hired are anonymised after the retention period.
 */
export const PrivacySubjectKind = z.enum(['applicant', 'contact']);
export type PrivacySubjectKind = z.infer<typeof PrivacySubjectKind>;

export const PrivacyParams = z.object({ kind: PrivacySubjectKind, id: z.string().uuid() });

/** The erase dialog asks the admin to type the person's name, as shown on their page. */
export const EraseInput = z.object({ confirmName: z.string().max(300) });
export type EraseInput = z.infer<typeof EraseInput>;

export const ERASE_NAME_MISMATCH = 'Type the name exactly as shown to confirm.';

export const RETENTION_SETTING_KEY = 'recruitment.retention_months';
export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

export const RetentionSetting = z.object({
  months: z
    .number({ message: 'Months must be a whole number.' })
    .int('Months must be a whole number.')
    .min(RETENTION_MONTHS_MIN, `At least ${RETENTION_MONTHS_MIN} month.`)
    .max(RETENTION_MONTHS_MAX, `At most ${RETENTION_MONTHS_MAX} months.`),
});
export type RetentionSetting = z.infer<typeof RetentionSetting>;

/** The placeholder names personal fields get when a person is erased. */
export const ERASED_FIRST_NAME = 'Erased';
export const erasedLastName = (kind: PrivacySubjectKind) => (kind === 'applicant' ? 'applicant' : 'contact');
/** An erased person's e-mail: `erased-{id}@erased.invalid` (.invalid never resolves, RFC 2606), so no mail reaches anyone. */
export const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;
/** Whether an address is an erased person's: they cannot be mailed or interviewed (decision 0074). */
export const isErasedEmail = (email: string) => /^erased-[^@]*@erased\.invalid$/i.test(email.trim());

/**
 * The person an erase is about, as each module's erasure step sees it (decision 0110): every
 * module that holds a person's traces in its own tables erases them in its own repository, in the
 * erase's one transaction.
 */
export interface ErasedPerson {
  kind: PrivacySubjectKind;
  id: string;
  /** The record's own e-mail first, then (a contact) its work and home addresses. */
  emails: string[];
  name: { first: string; last: string };
  /** Their name, addresses and phones as one case-insensitive pattern (decision 0070); null when none is 3 characters long. */
  pattern: string | null;
  /** What replaces each match of `pattern`. */
  mark: string;
  /** Who erases: a user's id, or null for the retention policy. */
  userId: string | null;
  userName: string;
}
