import { ACCOUNT_MESSAGES, PasswordChangeInput } from '@keel/shared/account';
import { MIN_PASSWORD_LENGTH } from '@keel/shared/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { PasswordStrengthHint } from '../../../components/password-strength-hint';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type Fields = typeof EMPTY;

/** 'Change Password' (docs/product/validation.md#password-change): both new fields required, matching, ≥ 6 characters; current one verified. */
export function PasswordCard({ owner, onChanged }: { owner?: { email: string; name: string }; onChanged?: () => void }) {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [signOutOthers, setSignOutOthers] = useState(true);
  const change = useChangePasswordMutation();
  useUnsavedChangesPrompt(Object.values(values).some((v) => v !== '') && !change.isPending);
  const set = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = PasswordChangeInput.safeParse({ ...values, sign_out_others: signOutOthers });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors({ [issue.path[0] as keyof Fields]: issue.message });
      toast({ title: 'Password Update Failed', description: issue.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(checked.data);
      setValues(EMPTY);
      toast({ title: 'Password Updated', description: 'Your password has been changed successfully.' });
      onChanged?.();
    } catch (error) {
      const message = errorMessage(error);
      if (message === ACCOUNT_MESSAGES.currentPasswordWrong) setErrors({ current_password: message });
      toast({ title: 'Password Update Failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          You can sign out the other devices signed in to your account at the same time; that also revokes your API keys and your calendar
          feed URL.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Change Password">
          <Field id="current-password" label="Current Password" error={errors.current_password}>
            <Input type="password" autoComplete="current-password" value={values.current_password} onChange={set('current_password')} />
          </Field>
          <Field
            id="new-password"
            label="New Password"
            error={errors.new_password}
            hint={
              <PasswordStrengthHint password={values.new_password} rule={`At least ${MIN_PASSWORD_LENGTH} characters.`} owner={owner} />
            }
          >
            <Input type="password" autoComplete="new-password" value={values.new_password} onChange={set('new_password')} />
          </Field>
          <Field id="confirm-password" label="Confirm New Password" error={errors.confirm_password}>
            <Input type="password" autoComplete="new-password" value={values.confirm_password} onChange={set('confirm_password')} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={signOutOthers}
              onChange={(event) => setSignOutOthers(event.target.checked)}
              className="h-4 w-4"
            />
            Sign out my other sessions
          </label>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
