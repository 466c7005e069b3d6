import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSetTwoFactorRequirement, useTwoFactorRequirement } from '../api/two-factor';

/** Team Management (admin): require two-factor sign-in of every staff member. */
export function TwoFactorRequirementCard() {
  const requirement = useTwoFactorRequirement();
  const change = useSetTwoFactorRequirement();
  // The box follows the click at once; it goes back if the server refuses.
  const [pending, setPending] = useState<boolean | null>(null);
  const required = pending ?? requirement.data?.required ?? false;

  async function toggle(next: boolean) {
    setPending(next);
    try {
      await change.mutateAsync({ required: next });
      toast({ title: 'Team Settings Updated', description: next ? TWO_FACTOR_MESSAGES.requirementOn : TWO_FACTOR_MESSAGES.requirementOff });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Two-Factor Sign-In</CardTitle>
        <CardDescription>Members without it are sent to set it up when they sign in.</CardDescription>
      </CardHeader>
      <CardContent>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-600"
            checked={required}
            disabled={requirement.isPending || pending !== null}
            onChange={(event) => void toggle(event.target.checked)}
          />
          Require two-factor sign-in for every staff member
        </label>
      </CardContent>
    </Card>
  );
}
