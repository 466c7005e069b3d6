import { z } from 'zod';

/**
 * Optimistic concurrency for every record edit (decision 0016). A record carries `version`; an
 * edit sends the version it started from; when the record has changed since, the save is refused
 * with 409 and `stale` says who changed it, when, and its current version. To overwrite on
 * purpose, send the same edit again with `stale.version`.
 */
export const RecordVersion = z
  .number({ error: 'Send the version of the record your edit started from.' })
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe(
    'The version of the record this edit started from; 409 when it has changed since. To overwrite, resend with the version the 409 reports.',
  );

/** Adds the required `version` to a record's input schema: the body of its update. */
export const withVersion = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) => input.extend({ version: RecordVersion });

/** What a 409 for a stale edit reports besides `{ code, message }`. */
export const StaleEdit = z.object({
  /** The record's current version: resend with it to overwrite. */
  version: z.number().int(),
  /** Name of whoever saved the record last, when known. */
  changedBy: z.string().nullable(),
  /** When it was saved last (ISO 8601). */
  changedAt: z.string(),
});
export type StaleEdit = z.infer<typeof StaleEdit>;

export const STALE_EDIT_MESSAGE = 'Someone else saved this record after you opened it.';
