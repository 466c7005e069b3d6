import { ROLES, type Role } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import type { TestApp } from './test-app';

export type SignedIn = Record<Role, { user: SessionUser; cookie: string }>;

/** One signed-in account per role, for permission matrices (docs/product/roles-and-permissions.md#who-may-do-what). */
export async function signInEveryRole(t: TestApp): Promise<SignedIn> {
  const entries = [];
  for (const role of ROLES) entries.push([role, await t.userWithRole(role)] as const);
  return Object.fromEntries(entries) as SignedIn;
}

/** Audit entries of one action type, newest first. */
export async function auditEntries(t: TestApp, actionType: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action_type', '=', actionType).orderBy('id', 'desc').execute();
}
