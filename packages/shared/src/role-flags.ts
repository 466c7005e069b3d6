/**
 * The product's roles (docs/product/README.md#what-keel-is, docs/product/roles-and-permissions.md#who-may-do-what) without their zod schema: the web app's layout imports these on
 * every public page, whose JS budget zod does not fit (decision 0004). `roles.ts` adds the schema.
 */
export const ROLES = ['user', 'sales_rep', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

/** The roles that read jobs, applicants and recruiters (docs/product/roles-and-permissions.md#recruitment-access). */
export const RECRUITER_ROLES = ['recruiter', 'admin'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  sales_rep: 'Sales Rep',
  recruiter: 'Recruiter',
  admin: 'Admin',
};

/** Derived flags of docs/product/roles-and-permissions.md#derived-flags: isAdmin, isRecruiter (recruiter or admin), isSalesRep (sales_rep or admin). */
export function roleFlags(role: Role | null | undefined) {
  return {
    isAdmin: role === 'admin',
    isRecruiter: role === 'recruiter' || role === 'admin',
    isSalesRep: role === 'sales_rep' || role === 'admin',
  };
}
