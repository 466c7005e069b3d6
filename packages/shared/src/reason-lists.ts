import { z } from 'zod';

/**
 * A list of reasons admins keep and save whole, in order (lost reasons, decision 0060; rejection
 * reasons, decision 0078): a kept reason names its id, a new one has none; labels are trimmed,
 * not empty, at most `maxLength` characters, unique ignoring case, at most `maxCount` of them.
 * `extra` adds fields to each reason (a rejection reason's `retired`).
 */
export function reasonListInput<E extends z.ZodRawShape = Record<never, never>>(
  noun: string,
  maxLength: number,
  maxCount: number,
  extra: E = {} as E,
) {
  return z.object({
    reasons: z
      .array(
        z.object({
          id: z.uuid().optional(),
          label: z
            .string()
            .trim()
            .min(1, `A ${noun} cannot be empty.`)
            .max(maxLength, `Please keep a ${noun} under ${maxLength + 1} characters.`),
          ...extra,
        }),
      )
      .max(maxCount, `At most ${maxCount} ${noun}s.`)
      .refine(
        (list) => new Set((list as Array<{ label: string }>).map((r) => r.label.toLowerCase())).size === list.length,
        `Each ${noun} may appear only once.`,
      ),
  });
}
