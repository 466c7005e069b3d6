import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import type { Role } from '@keel/shared/roles';
import { type NewTeamMemberValues, TEAM_MESSAGES, type TeamMember } from '@keel/shared/team';
import type { Database } from '../../db/types';
import { forbidden, notFound, validationError } from '../../errors';
import { newPasswordProblem } from '../../platform/auth/common-passwords';
import { recordAudit } from '../../platform/audit/audit.service';
import { getSetting, setSetting } from '../../platform/settings/settings.service';
import type { Auth } from '../../platform/auth/auth';
import { createAccount, setPasswordChangeRequired } from '../users/users.service';
import { type ConfirmationDeps, queueConfirmation } from '../email-confirmation/email-confirmation.service';
import { sessionsChanged } from '../../platform/auth/session-cache';
import type { JobEngine } from '../../platform/background/job-engine';
import { endCredentials } from '../access/access.service';
import { setActive, setRole } from '../users/users.service';
import { findMemberForUpdate, listSalesRepOptions } from './team.repository';

type MemberRow = {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  phone: string | null;
  avatar_url: string | null;
  banned: boolean | null;
  two_factor_enabled: boolean;
};

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    fullName: row.full_name.trim() || row.email,
    email: row.email,
    role: row.role,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    active: row.banned !== true,
    twoFactorEnabled: row.two_factor_enabled,
  };
}

/**
 * Add Member: a real account (e-mail + password) with its role; the audit entry and the
 * confirmation mail (decision 0023) commit with the role.
 */
export async function addMember(
  deps: { db: Kysely<Database>; auth: Auth } & ConfirmationDeps,
  admin: SessionUser,
  input: NewTeamMemberValues,
): Promise<TeamMember> {
  // Decision 0068: not a common password, nor one with the member's name or e-mail name in it.
  const problem = newPasswordProblem(input.password, { email: input.email, name: input.name });
  if (problem) throw validationError(problem, { password: problem });
  const account = { fullName: input.name, email: input.email, password: input.password, role: input.role, emailVerified: false };
  const user = await createAccount(deps.db, deps.auth, account, async (trx, created) => {
    await recordAudit(trx, {
      actionType: 'TEAM_MEMBER_ADDED',
      user: admin,
      entityType: 'user',
      entityId: created.id,
      details: { name: created.fullName, email: created.email, role: created.role },
    });
    await queueConfirmation(trx, deps, { id: created.id, email: created.email, name: created.fullName });
    // The admin chose this password: the member chooses their own at their first sign-in (decision 0068).
    await setPasswordChangeRequired(trx, created.id, true);
  });
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    active: true,
    twoFactorEnabled: false,
  };
}

/** Changes a member's role; an admin can never take away their own admin status (docs/product/roles-and-permissions.md#team-actions, docs/product/validation.md#team). */
export async function changeRole(db: Kysely<Database>, admin: SessionUser, memberId: string, role: Role): Promise<TeamMember> {
  if (memberId === admin.id && role !== 'admin') throw forbidden(TEAM_MESSAGES.cannotDemoteSelf);
  const member = await db.transaction().execute(async (trx) => {
    const before = await findMemberForUpdate(trx, memberId);
    if (!before) throw notFound('Team member not found.');
    if (before.role === role) return toTeamMember(before);
    const after = await setRole(trx, memberId, role);
    await recordAudit(trx, {
      actionType: 'TEAM_ROLE_CHANGED',
      user: admin,
      entityType: 'user',
      entityId: memberId,
      details: { name: toTeamMember(after).fullName, email: after.email, from: before.role, to: role },
    });
    return toTeamMember(after);
  });
  sessionsChanged(db, memberId); // the guards of every instance see the new role from now on
  return member;
}

/**
 * Deactivate / Reactivate (decision 0021; admins, never oneself). A deactivated member's sessions,
 * API keys and calendar feed URL end in the same transaction (decision 0066: reactivation brings
 * none back), they are told by mail, every instance forgets their cached sessions, sign-in is
 * refused with a clear message, and their name stays on every record as its author.
 */
export async function setMemberActive(
  { db, jobs }: { db: Kysely<Database>; jobs: JobEngine },
  admin: SessionUser,
  memberId: string,
  active: boolean,
): Promise<TeamMember> {
  if (memberId === admin.id) throw forbidden(TEAM_MESSAGES.cannotDeactivateSelf);
  const member = await db.transaction().execute(async (trx) => {
    const before = await findMemberForUpdate(trx, memberId);
    if (!before) throw notFound('Team member not found.');
    if ((before.banned !== true) === active) return toTeamMember(before);
    const after = await setActive(trx, memberId, active);
    const ended = active
      ? undefined
      : await endCredentials(trx, jobs, { id: after.id, email: after.email, name: toTeamMember(after).fullName }, 'deactivation');
    await recordAudit(trx, {
      actionType: active ? 'TEAM_MEMBER_REACTIVATED' : 'TEAM_MEMBER_DEACTIVATED',
      user: admin,
      entityType: 'user',
      entityId: memberId,
      details: {
        name: toTeamMember(after).fullName,
        email: after.email,
        ...(ended ? { sessionsEnded: ended.sessions, apiKeysRevoked: ended.apiKeys, calendarFeedEnded: ended.calendarFeed } : {}),
      },
    });
    return toTeamMember(after);
  });
  sessionsChanged(db, memberId); // every instance refuses their cached sessions from now on
  return member;
}

/**
 * The one list of Assigned Sales Rep choices: active sales reps and admins, by
 * name. Contact edit, bulk assignment and the lead editor all offer exactly these.
 */
export async function listSalesReps(db: Kysely<Database>): Promise<Array<Pick<TeamMember, 'id' | 'fullName' | 'role'>>> {
  return (await listSalesRepOptions(db)).map((m) => ({ id: m.id, fullName: m.full_name.trim() || m.email, role: m.role }));
}

/** The office's time zone (decision 0080; the firm's until an admin sets one). */
export const officeTimeZone = (db: Kysely<Database>): Promise<string> => getSetting(db, 'office_time_zone');

/** An admin sets the office's time zone (already checked and canonical); the change is audited. */
export async function setOfficeTimeZone(db: Kysely<Database>, user: SessionUser, zone: string): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const from = await officeTimeZone(trx);
    await setSetting(trx, 'office_time_zone', zone);
    if (from !== zone) await recordAudit(trx, { actionType: 'OFFICE_TIME_ZONE_CHANGED', user, details: { from, to: zone } });
  });
  return zone;
}
