import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@keel/shared/two-factor';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

/** Account Settings: two-factor sign-in with an authenticator app (decision 0023). */
export function TwoFactorCard({ onChanged }: { onChanged?: () => void }) {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [savedCodes, setSavedCodes] = useState<string[] | null>(null);

  async function run(title: string, action: () => Promise<void>) {
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      const message = errorMessage(caught);
      setError(message);
      toast({ title, description: message, variant: 'destructive' });
    }
  }

  const startSetup = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    void run('Setup Failed', async () => {
      setSetup(await start.mutateAsync({ password }));
      setPassword('');
    });
  };
  const finishSetup = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(TWO_FACTOR_MESSAGES.codeRequired);
    void run('Setup Failed', async () => {
      await enable.mutateAsync({ code: code.trim() });
      setSavedCodes(setup?.recoveryCodes ?? null);
      setSetup(null);
      setCode('');
      toast({ title: 'Two-Factor Sign-In On', description: TWO_FACTOR_MESSAGES.enabled });
      onChanged?.();
    });
  };
  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    void run('Update Failed', async () => {
      await disable.mutateAsync({ password });
      setPassword('');
      setSavedCodes(null);
      toast({ title: 'Two-Factor Sign-In Off', description: TWO_FACTOR_MESSAGES.disabled });
      onChanged?.();
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Sign-In</CardTitle>
        <CardDescription>Sign in with your password and a code from an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {status.isPending ? (
          <Spinner />
        ) : setup ? (
          <form onSubmit={finishSetup} noValidate className="space-y-5" aria-label="Finish two-factor setup">
            <p className="text-sm text-slate-700">
              Scan this QR code with your authenticator app, or type the key below into it. Then enter the code it shows.
            </p>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
              alt="QR code for your authenticator app"
              className="h-48 w-48 rounded border border-slate-200"
            />
            <p className="text-sm">
              Key:{' '}
              <code data-testid="two-factor-secret" className="break-all font-mono">
                {setup.secret}
              </code>
            </p>
            <RecoveryCodes codes={setup.recoveryCodes} />
            <Field id="two-factor-code" label="Code from the app" error={error}>
              <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
            </Field>
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? 'Verifying...' : 'Turn On'}
            </Button>
          </form>
        ) : status.data?.enabled ? (
          <form onSubmit={turnOff} noValidate className="space-y-5" aria-label="Turn off two-factor sign-in">
            <p className="text-sm font-medium text-emerald-800">Two-factor sign-in is on.</p>
            {savedCodes ? <RecoveryCodes codes={savedCodes} /> : null}
            <Field id="two-factor-off-password" label="Your Password" error={error} hint="Needed to turn two-factor sign-in off.">
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={disable.isPending}>
              {disable.isPending ? 'Turning Off...' : 'Turn Off'}
            </Button>
          </form>
        ) : (
          <form onSubmit={startSetup} noValidate className="space-y-5" aria-label="Set up two-factor sign-in">
            {status.data?.required ? <p className="text-sm font-medium text-amber-800">{TWO_FACTOR_MESSAGES.setupRequired}</p> : null}
            <Field id="two-factor-password" label="Your Password" error={error}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Set Up Two-Factor Sign-In'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
