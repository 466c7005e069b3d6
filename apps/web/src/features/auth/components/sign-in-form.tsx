import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput, type SessionUser } from '@keel/shared/auth';
import { paths } from '@keel/shared/paths';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../auth-context';

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** The example login from /api/config, offered as a one-click fill (demo mode only). */
  exampleLogin?: { email: string; password: string } | null;
}

export function SignInForm({ onSignedIn, exampleLogin }: SignInFormProps) {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(SignInInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signIn(values);
      toast({ title: 'Login Successful', description: `Welcome back, ${user.fullName || user.email}!` });
      onSignedIn(user);
    } catch (error) {
      toast({ title: 'Login Failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

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
