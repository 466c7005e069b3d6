import { z } from 'zod';
import { DuplicateKind } from './duplicates';

/**
 * The admins' review of likely pairs (decision 0040): a pair marked 'Not a duplicate' stays off the
 * Duplicates page and the forms' warnings; the page reads the last scan of a kind, ranked once.
 */
export const DismissalInput = z.object({ firstId: z.uuid(), secondId: z.uuid() });
export type DismissalInput = z.infer<typeof DismissalInput>;
export const DismissalParams = z.object({ kind: DuplicateKind });

export const Dismissal = z.object({
  kind: DuplicateKind,
  firstId: z.string(),
  secondId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type Dismissal = z.infer<typeof Dismissal>;

export const DISMISS_SAME_RECORD = 'Choose two different records.';
export const DISMISSAL_NOT_FOUND = 'This pair is not marked as not a duplicate.';
export const DISMISSED_TOAST = { title: 'Marked Not a Duplicate', undone: 'Pair Restored' } as const;

/** The scan's answer: one JSON event per line, progress after each rule, then done or failed. */
export const ScanEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), step: z.number().int(), steps: z.number().int() }),
  z.object({ type: z.literal('done'), pairCount: z.number().int(), scannedAt: z.string() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type ScanEvent = z.infer<typeof ScanEvent>;
export const SCAN_RUNNING = 'A scan of these records is already running.';
/** A running scan touches its row after each rule; one untouched for this long has stopped (its server went away). */
export const SCAN_STALE_MINUTES = 15;
