import { z } from 'zod';
import { Role } from './roles';

/** SPEC §2: the directory's empty state. */
export const RECRUITERS_EMPTY_STATE = 'No recruiters found. Admins can assign roles in Team Management.';

/** A card of the recruiters directory: a team member with role recruiter or admin (SPEC §6). */
export const Recruiter = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: Role,
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Recruiter = z.infer<typeof Recruiter>;
