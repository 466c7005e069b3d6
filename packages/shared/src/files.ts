import { z } from 'zod';

/** Storage buckets (SPEC §7). Client logos and avatars are public; resumes are private (DESIGN item 6). */
export const BUCKETS = ['client-logos', 'avatars', 'resumes'] as const;
export const Bucket = z.enum(BUCKETS);
export type Bucket = z.infer<typeof Bucket>;

export const PUBLIC_BUCKETS: ReadonlyArray<Bucket> = ['client-logos', 'avatars'];
