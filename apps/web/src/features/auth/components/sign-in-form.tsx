import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput, type SessionUser } from '@keel/shared/auth';
import { paths } from '@keel/shared/paths';
import { SIGN_IN_LINK_MESSAGES } from '@keel/shared/sign-in-link';
import { EMAIL_CONFIRMATION_MESSAGES } from '@keel/shared/two-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { resendConfirmationRequest } from '../api/sign-in';
import { useAuth } from '../auth-context';
import { TwoFactorStep } from './two-factor-step';

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** The example login from /api/config, offered as a one-click fill (demo mode only). */
  exampleLogin?: { email: string; password: string } | null;
}

export function SignInForm({ onSignedIn, exampleLogin }: SignInFormProps) {
  const { signIn } = useAuth();
  const [step, setStep] = useState<'password' | 'code'>('password');
  /** The e-mail whose address is not confirmed yet: offer to send the link again. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  /** A new device while the account is under attack: finish with the mailed link (decision 0073). */
  const [linkMessage, setLinkMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(SignInInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmed(null);
    setLinkMessage(null);
    try {
      const result = await signIn(values);
      if ('next' in result) {
        if (result.next === 'link') {
          setLinkMessage(result.message);
          setValue('password', '');
        } else {
          setStep('code');
        }
        return;
      }
      const { user } = result;
      toast({ title: 'Login Successful', description: `Welcome back, ${user.fullName || user.email}!` });
      onSignedIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') setUnconfirmed(values.email);
      toast({ title: 'Login Failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  async function resend() {
    if (!unconfirmed) return;
    setResending(true);
    try {
      toast({ title: 'Confirmation Sent', description: await resendConfirmationRequest(unconfirmed) });
    } catch (error) {
      toast({ title: 'Sending Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setResending(false);
    }
  }

  if (step === 'code') return <TwoFactorStep onSignedIn={onSignedIn} onRestart={() => setStep('password')} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
      {linkMessage ? (
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">{SIGN_IN_LINK_MESSAGES.sentTitle}</p>
          <p className="mt-1">{linkMessage}</p>
        </div>
      ) : null}
      {unconfirmed ? (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
          <p>{EMAIL_CONFIRMATION_MESSAGES.notConfirmed}</p>
          <Button variant="link" className="mt-2" onClick={resend} disabled={resending}>
            {resending ? 'Sending...' : 'Send the confirmation e-mail again'}
          </Button>
        </div>
      ) : null}
      {exampleLogin ? (
        <div className="rounded-lg border border-accent-200 bg-accent-50 p-4 text-sm text-slate-700" data-testid="demo-login-hint">
          <p className="font-semibold text-slate-900">Example admin login</p>
          <p className="mt-1">
            Email: <code className="font-mono text-accent-800">{exampleLogin.email}</code>
          </p>
          <p>
            Password: <code className="font-mono text-accent-800">{exampleLogin.password}</code>
          </p>
          <Button
            variant="link"
            className="mt-2"
            onClick={() => {
              setValue('email', exampleLogin.email, { shouldValidate: false });
              setValue('password', exampleLogin.password, { shouldValidate: false });
            }}
          >
            Use example login
          </Button>
        </div>
      ) : null}
    </form>
  );
}
