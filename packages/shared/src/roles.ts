import { z } from 'zod';

/** The one place the product's roles are defined (SPEC §1, §6). */
export const ROLES = ['user', 'sales_rep', 'recruiter', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const DEFAULT_ROLE: Role = 'user';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  sales_rep: 'Sales Rep',
  recruiter: 'Recruiter',
  admin: 'Admin',
};

/** Derived flags of SPEC §6: isAdmin, isRecruiter (recruiter or admin), isSalesRep (sales_rep or admin). */
export function roleFlags(role: Role | null | undefined) {
  return {
    isAdmin: role === 'admin',
    isRecruiter: role === 'recruiter' || role === 'admin',
    isSalesRep: role === 'sales_rep' || role === 'admin',
  };
}
