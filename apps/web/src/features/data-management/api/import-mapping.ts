import { z } from 'zod';
import type { DataKind } from '@keel/shared/data-management';
import { api } from '../../../lib/api-client';

const Remembered = z.object({ columns: z.array(z.string().nullable()).nullable() });

/** The mapping this user last chose for a file with these headers, or null. */
export async function rememberedMapping(kind: DataKind, headers: string[]): Promise<(string | null)[] | null> {
  return (await api.post(`/api/data-management/${kind}/mapping/lookup`, { headers }, { schema: Remembered })).columns;
}

/** Remembers the mapping for the next file with these headers. */
export async function rememberMapping(kind: DataKind, headers: string[], columns: (string | null)[]): Promise<void> {
  await api.put(`/api/data-management/${kind}/mapping`, { headers, columns });
}
