import { z } from 'zod';

/** Company sector options (SPEC §3). The one place this list is written. */
export const SECTORS = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Services',
  'Real Estate',
  'Education',
  'Non-Profit',
  'Other',
] as const;
export const Sector = z.enum(SECTORS);
export type Sector = z.infer<typeof Sector>;

/** The dropdown's "none" choice; submitting it clears the sector (SPEC §3, §5). */
export const SECTOR_NONE = '__NONE__';
