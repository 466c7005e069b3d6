import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@keel/shared/paths';
import { MIN_PASSWORD_LENGTH } from '@keel/shared/auth';
import { PASSWORD_RESET_MESSAGES, ResetPasswordInput } from '@keel/shared/password-reset';
import { PasswordStrengthHint } from '../../../components/password-strength-hint';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { resetPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';

const NewPasswordForm = z
  .object({ new_password: ResetPasswordInput.shape.new_password, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: 'New passwords do not match.' });
type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** /crm/reset-password?token=…: the mailed link's form; the token works once, for one hour. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordForm), defaultValues: { new_password: '', confirm_password: '' } });
  const newPassword = useWatch({ control, name: 'new_password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await resetPassword({ token, new_password: values.new_password });
      toast({ title: 'Password Updated', description: message });
      navigate(paths.login, { replace: true });
    } catch (error) {
      toast({ title: 'Password Update Failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <>
      <DocumentTitle title="Set a New Password" />
      <AuthCard
        title="Set a New Password"
        description="Choose a new password for your account. Signing in again is needed on every device."
      >
        {token ? (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <Field
              id="reset-new-password"
              label="New password"
              error={errors.new_password?.message}
              hint={<PasswordStrengthHint password={newPassword} rule={`At least ${MIN_PASSWORD_LENGTH} characters.`} />}
            >
              <Input type="password" autoComplete="new-password" {...register('new_password')} />
            </Field>
            <Field id="reset-confirm-password" label="Confirm new password" error={errors.confirm_password?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
            </Field>
            <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Set New Password'}
            </Button>
          </form>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {PASSWORD_RESET_MESSAGES.invalidLink}
          </p>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

export default ResetPasswordPage;
