import type { TeamMember } from '@keel/shared/team';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSetMemberActiveMutation } from '../api/set-member-active';
import { toastTeamError } from './api-error-toast';

/**
 * Deactivate (after a confirmation saying what it does) or Reactivate a member (issue 15 item 9).
 * Never on one's own row: the server refuses that too.
 */
export function ActiveToggle({ member, disabled }: { member: TeamMember; disabled: boolean }) {
  const mutation = useSetMemberActiveMutation();

  async function apply(active: boolean) {
    try {
      await mutation.mutateAsync({ id: member.id, active });
      toast(
        active
          ? { title: 'Team Member Reactivated', description: `${member.fullName} can sign in again.` }
          : { title: 'Team Member Deactivated', description: `${member.fullName} has been signed out everywhere and can no longer sign in.` },
      );
    } catch (error) {
      toastTeamError(active ? 'Error reactivating member' : 'Error deactivating member', error);
    }
  }

  if (!member.active) {
    return (
      <Button variant="outline" size="sm" disabled={disabled || mutation.isPending} onClick={() => void apply(true)} aria-label={`Reactivate ${member.fullName}`}>
        Reactivate
      </Button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || mutation.isPending} title={disabled ? 'You cannot deactivate yourself.' : undefined} aria-label={`Deactivate ${member.fullName}`}>
          Deactivate
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Deactivate {member.fullName}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            They are signed out everywhere at once, their API keys are revoked, they can no longer sign in and they no longer appear in assignee choices. Their name stays on everything they did. You can reactivate them later.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={() => void apply(false)}>
                Deactivate
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
