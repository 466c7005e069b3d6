import { z } from 'zod';

/**
 * Fields consultants and deal demands share (decisions 0087, 0092), written once so a rate or a
 * skill level is checked the same way on both.
 */

/** The largest day or cost rate. */
export const MAX_RATE = 1_000_000;

/** Optional free text: trimmed, at most `max` characters, empty as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A skill level, 1 (beginner) to 4 (expert), with the form's own message. */
export const skillLevel = (message: string) => z.number({ error: message }).int(message).min(1, message).max(4, message);

/** A rate: 0 to MAX_RATE with at most two decimals, or null. */
export const rateAmount = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(MAX_RATE, message)
    .refine((n) => Math.round(n * 100) === n * 100, message)
    .nullable();
