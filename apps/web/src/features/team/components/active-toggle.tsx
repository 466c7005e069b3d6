import type { TeamMember } from '@keel/shared/team';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useSetMemberActiveMutation } from '../api/set-member-active';
import { toastTeamError } from './api-error-toast';

/**
 * Deactivate (after a confirmation saying what it does) or Reactivate a member (decision 0021).
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
          : {
              title: 'Team Member Deactivated',
              description: `${member.fullName} has been signed out everywhere and can no longer sign in.`,
            },
      );
    } catch (error) {
      toastTeamError(active ? 'Error reactivating member' : 'Error deactivating member', error);
    }
  }

  if (!member.active) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || mutation.isPending}
        onClick={() => void apply(true)}
        aria-label={`Reactivate ${member.fullName}`}
      >
        Reactivate
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || mutation.isPending}
          title={disabled ? 'You cannot deactivate yourself.' : undefined}
          aria-label={`Deactivate ${member.fullName}`}
        >
          Deactivate
        </Button>
      }
      title={`Deactivate ${member.fullName}?`}
      description="They are signed out everywhere at once, their API keys are revoked, they can no longer sign in and they no longer appear in assignee choices. Their name stays on everything they did. You can reactivate them later."
      confirmLabel="Deactivate"
      onConfirm={() => apply(false)}
    />
  );
}
