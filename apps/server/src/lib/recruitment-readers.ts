import { sql } from 'kysely';
import { RECRUITER_ROLES } from '@keel/shared/role-flags';

/**
 * Whether this member may read jobs and applicants as their role is now (docs/product/roles-and-permissions.md#recruitment-access: recruiters and
 * admins), for queries over what they were shown or sent before (reports, notifications).
 */
export const readsRecruitment = (userId: string) =>
  sql<boolean>`exists (select 1 from users v where v.id = ${userId} and v.role in (${sql.join(RECRUITER_ROLES.map((r) => sql.lit(r)))}))`;
