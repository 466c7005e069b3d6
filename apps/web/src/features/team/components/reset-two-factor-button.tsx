import type { TeamMember } from '@keel/shared/team';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useResetTwoFactorMutation } from '../api/reset-two-factor';
import { toastTeamError } from './api-error-toast';

/** Reset a member's lost two-factor sign-in (decision 0066), after a confirmation saying what else ends. */
export function ResetTwoFactorButton({ member }: { member: TeamMember }) {
  const mutation = useResetTwoFactorMutation();

  async function reset() {
    try {
      await mutation.mutateAsync(member.id);
      toast({ title: 'Two-Factor Sign-In Reset', description: TWO_FACTOR_MESSAGES.resetDone(member.fullName) });
    } catch (error) {
      toastTeamError('Error resetting two-factor sign-in', error);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={mutation.isPending} aria-label={`Reset 2FA for ${member.fullName}`}>
          Reset 2FA
        </Button>
      }
      title={`Reset the two-factor sign-in of ${member.fullName}?`}
      description="For a member who lost their authenticator app and recovery codes. Their second factor is removed; they are signed out everywhere, their API keys are revoked and their calendar feed URL stops working. They sign in with their password next and set two-factor sign-in up again."
      confirmLabel="Reset"
      onConfirm={() => reset()}
    />
  );
}
