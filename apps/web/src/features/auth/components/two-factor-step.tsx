import type { SessionUser } from '@keel/shared/auth';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../auth-context';

/** The second step of a sign-in with two-factor sign-in on: a code from the app, or a recovery code. */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: (user: SessionUser) => void; onRestart: () => void }) {
  const { completeTwoFactor, signingIn } = useAuth();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(kind === 'totp' ? TWO_FACTOR_MESSAGES.codeRequired : 'Enter one of your recovery codes.');
      return;
    }
    try {
      const user = await completeTwoFactor({ code: code.trim(), kind });
      toast({ title: 'Login Successful', description: `Welcome back, ${user.fullName || user.email}!` });
      onSignedIn(user);
    } catch (caught) {
      const message = errorMessage(caught);
      setError(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
      // The challenge is over (expired or used up): back to the password.
      if (caught instanceof ApiError && caught.status === 401 && message === TWO_FACTOR_MESSAGES.challengeExpired) onRestart();
    }
  }

  const label = kind === 'totp' ? 'Authentication code' : 'Recovery code';
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Two-factor sign-in">
      <p className="text-sm text-slate-700">
        {kind === 'totp'
          ? 'Open your authenticator app and enter the 6-digit code for Keel.'
          : 'Enter one of the recovery codes you saved. Each works once.'}
      </p>
      <Field id="signin-code" label={label} error={error}>
        <Input
          autoFocus
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" size="lg" disabled={signingIn}>
        {signingIn ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex justify-between text-sm">
        <Button
          variant="link"
          onClick={() => {
            setKind(kind === 'totp' ? 'recovery' : 'totp');
            setCode('');
            setError(undefined);
          }}
        >
          {kind === 'totp' ? 'Use a recovery code' : 'Use the authenticator app'}
        </Button>
        <Button variant="link" onClick={onRestart}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
