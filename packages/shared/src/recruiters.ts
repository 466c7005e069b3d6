import { z } from 'zod';
import { Role } from './roles';

/** docs/product/recruitment.md#recruiters: the directory's empty state. */
export const RECRUITERS_EMPTY_STATE = 'No recruiters found. Admins can assign roles in Team Management.';

/** A card of the recruiters directory: a team member with role recruiter or admin (docs/product/roles-and-permissions.md#recruiters-directory). */
export const Recruiter = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: Role,
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Their own IANA time zone (decision 0080): the interview dialog shows the time as it reads for them; null until set. */
  timeZone: z.string().nullable(),
});
export type Recruiter = z.infer<typeof Recruiter>;
