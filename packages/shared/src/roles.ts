import { z } from 'zod';
import { ROLES } from './role-flags';

/** The one place the product's roles are defined (docs/product/README.md#what-keel-is, docs/product/roles-and-permissions.md#who-may-do-what); the plain values live in role-flags.ts. */
export { DEFAULT_ROLE, ROLE_LABELS, ROLES, roleFlags } from './role-flags';
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
