import { z } from 'zod';

/** Storage buckets (docs/product/data-import-export.md#stored-files). Client logos and avatars are public; resumes are private (docs/product/beyond-the-spec.md#accounts). */
export const BUCKETS = ['client-logos', 'avatars', 'resumes'] as const;
export const Bucket = z.enum(BUCKETS);
export type Bucket = z.infer<typeof Bucket>;

export const PUBLIC_BUCKETS: ReadonlyArray<Bucket> = ['client-logos', 'avatars'];
