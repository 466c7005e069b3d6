import { z } from 'zod';
import { reasonListInput } from './reason-lists';

/**
 * Rejection reasons (decision 0078): why an application was rejected, from a list
 * admins keep in Settings. A reason given to an application cannot be deleted, only retired (kept
 * on those applications, no longer offered).
 */

/** The list a new installation starts with (migration 0055); admins edit it. */
export const DEFAULT_REJECTION_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Salary expectations',
  'Position filled',
  'Withdrew',
  'Other',
] as const;
export const REJECTION_REASON_MAX_LENGTH = 60;
export const MAX_REJECTION_REASONS = 30;

export const REJECTION_REASON_REQUIRED = 'Please choose a rejection reason.';
export const REJECTION_REASON_UNKNOWN = 'Please choose a rejection reason from the list.';
export const REJECTION_REASONS_CHANGED = 'The rejection reasons have changed since they were loaded. Please reload and try again.';
export const rejectionReasonInUse = (label: string, count: number) =>
  `"${label}" is the reason given for ${count} ${count === 1 ? 'application' : 'applications'}: retire it instead of deleting it.`;

/** A reason as the list shows it; `applications` counts the applications rejected for it (one in use cannot be deleted). */
export const RejectionReason = z.object({
  id: z.string(),
  label: z.string(),
  retired: z.boolean(),
  applications: z.number().int(),
});
export type RejectionReason = z.infer<typeof RejectionReason>;

/** The whole list as an admin saves it, in order: a kept reason names its id, a new one has none; a reason left out is deleted. */
export const RejectionReasonsInput = reasonListInput('rejection reason', REJECTION_REASON_MAX_LENGTH, MAX_REJECTION_REASONS, {
  retired: z.boolean().default(false),
});
export type RejectionReasonsInput = z.input<typeof RejectionReasonsInput>;
export type RejectionReasonsValues = z.output<typeof RejectionReasonsInput>;

/** The reason a rejection sends: a reason's id; '' or null is none (refused for a rejection). */
export const RejectionReasonChoice = z
  .string()
  .trim()
  .max(100, REJECTION_REASON_UNKNOWN)
  .nullish()
  .transform((v) => v || null);

/** The reasons offered for a new rejection: the ones not retired, in order. */
export const offeredReasons = <R extends { retired: boolean }>(reasons: readonly R[]): R[] => reasons.filter((r) => !r.retired);
