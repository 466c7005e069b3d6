import { ROLE_LABELS, ROLES, type Role } from '@keel/shared/roles';
import { TEAM_MESSAGES, type TeamMember } from '@keel/shared/team';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { phoneLink } from '../../../components/records/record-field';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useChangeRoleMutation } from '../api/change-role';
import { ActiveToggle } from './active-toggle';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { toastTeamError } from './api-error-toast';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { DIALOG_POSITION } from '../../../components/ui/dialog-position';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Deleting is disabled by design (docs/product/crm.md#team-management): the dialog says so and points to deactivation. */
function RemovalDisabledDialog({ member, disabled }: { member: TeamMember; disabled: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Delete ${member.fullName}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className={`${DIALOG_POSITION} z-50 w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl`}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Remove {member.fullName}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{TEAM_MESSAGES.removalDisabled}</AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Close</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A member's field: a table cell, or a labelled line of the member's card below 640 px. */
const cell = 'px-4 py-3 text-slate-700 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1';

function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

/** A member: normal view, or edit mode with a role select and confirm / cancel. */
export function MemberRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<Role>(member.role);
  const change = useChangeRoleMutation();
  useUnsavedChangesPrompt(editing && role !== member.role && !change.isPending);

  async function confirm() {
    if (role === member.role) {
      setEditing(false);
      return;
    }
    try {
      await change.mutateAsync({ id: member.id, role });
      toast({ title: 'Team Member Updated', description: 'User role has been updated.' });
      setEditing(false);
    } catch (error) {
      toastTeamError('Error updating role', error);
    }
  }

  return (
    <tr className="hover:bg-slate-50 max-sm:m-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3">
      <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:pt-0">
        <div className="flex items-center gap-3">
          <UserAvatar user={member} decorative />
          <span className="font-medium text-slate-900">
            {member.fullName}
            {isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
            {member.active ? null : (
              <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">Deactivated</span>
            )}
          </span>
        </div>
      </td>
      <td className={cell}>
        <CardLabel>Email</CardLabel>
        <span className="[overflow-wrap:anywhere]">{member.email}</span>
      </td>
      <td className={cell}>
        <CardLabel>Role</CardLabel>
        {editing ? (
          <Select
            aria-label={`Role of ${member.fullName}`}
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="w-40"
          />
        ) : (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800">
            {ROLE_LABELS[member.role]}
          </span>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <CardLabel>Phone</CardLabel>
        {phoneLink(member.phone) ?? '—'}
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:text-left">
        {editing ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void confirm()}
              disabled={change.isPending}
              aria-label={`Confirm role of ${member.fullName}`}
            >
              <Check aria-hidden className="h-4 w-4 text-accent-700" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setRole(member.role);
                setEditing(false);
              }}
              aria-label="Cancel role change"
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              disabled={isSelf}
              onClick={() => setEditing(true)}
              aria-label={`Edit role of ${member.fullName}`}
              title={isSelf ? 'You cannot change your own role.' : undefined}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </Button>
            {member.twoFactorEnabled && !isSelf ? <ResetTwoFactorButton member={member} /> : null}
            <ActiveToggle member={member} disabled={isSelf} />
            <RemovalDisabledDialog member={member} disabled={isSelf} />
          </>
        )}
      </td>
    </tr>
  );
}
