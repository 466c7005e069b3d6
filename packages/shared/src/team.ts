import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from './password-policy';
import { z } from 'zod';
import { Email, MIN_PASSWORD_LENGTH } from './auth';
import { timeZoneField } from './interview-time';
import { Role } from './roles';

/** A team member (docs/product/records.md#team-members). */
export const TeamMember = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: Role,
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** False once an admin has deactivated the member: no sign-in, no sessions, no API keys. */
  active: z.boolean(),
  /** Whether the member signs in with a second factor (an admin can reset a lost one, decision 0066). */
  twoFactorEnabled: z.boolean().default(false),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** A name to pick a member by (e.g. a contact's sales rep), visible to any signed-in user. */
export const TeamMemberOption = TeamMember.pick({ id: true, fullName: true, role: true });
export type TeamMemberOption = z.infer<typeof TeamMemberOption>;

/** Add Member (docs/product/records.md#team-members, docs/product/validation.md#team): name, e-mail and password required; password at least 6 characters. */
export const NewTeamMemberInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  email: Email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
  role: Role.default('user'),
});
export type NewTeamMemberInput = z.input<typeof NewTeamMemberInput>;
export type NewTeamMemberValues = z.output<typeof NewTeamMemberInput>;

export const RoleChangeInput = z.object({ role: Role });
export type RoleChangeInput = z.infer<typeof RoleChangeInput>;

/** Messages of docs/product/validation.md#team, docs/product/roles-and-permissions.md#team-actions and, docs/product/texts-and-constants.md#team. */
export const TEAM_MESSAGES = {
  onlyAdminsSetOfficeTimeZone: 'Only admins can change the office time zone.',
  onlyAdminsAdd: 'Only admins can add team members.',
  onlyAdminsChangeRoles: 'Only admins can change roles.',
  onlyAdminsRemove: 'Only admins can remove team members.',
  cannotDemoteSelf: 'Admins cannot remove their own admin status.',
  cannotRemoveSelf: 'You cannot remove yourself.',
  removalDisabled:
    'Removing team members is disabled: their name stays on everything they did. Deactivate the member instead, so they can no longer sign in.',
  onlyAdminsDeactivate: 'Only admins can deactivate or reactivate team members.',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  accountDeactivated: 'This account has been deactivated. Please ask an admin to reactivate it.',
  memberDeactivated: 'That team member has been deactivated. Please choose another.',
} as const;

/**
 * The office's time zone (decision 0080): an interview's zone when the candidate's is not known,
 * and a member's until they have one. Every member reads it; an admin sets it.
 */
export const OfficeTimeZone = z.object({ time_zone: z.string() });
export const OfficeTimeZoneInput = z.object({ time_zone: timeZoneField });
export type OfficeTimeZoneInput = z.input<typeof OfficeTimeZoneInput>;
