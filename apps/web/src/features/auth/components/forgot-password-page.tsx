import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@keel/shared/paths';
import { ForgotPasswordInput } from '@keel/shared/password-reset';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset';
import { AuthCard } from './auth-card';

/** /crm/forgot-password: asks for a one-time reset link; answers the same for any e-mail. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(ForgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await requestPasswordReset(values);
      setSent(message);
      toast({ title: 'Check Your Email', description: message });
    } catch (error) {
      toast({ title: 'Request Failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <>
      <DocumentTitle title="Forgot Password" />
      <AuthCard title="Forgot Password?" description="Enter your account's e-mail and we will send you a link to set a new password.">
        {sent ? (
          <p role="status" className="rounded-lg border border-accent-200 bg-accent-50 p-4 text-sm text-slate-700">
            {sent}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <Field id="forgot-email" label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="username" {...register('email')} />
            </Field>
            <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

export default ForgotPasswordPage;
