import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from '@keel/shared/password-policy';
import { PasswordStrengthHint } from '../../../components/password-strength-hint';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, TestUserInput } from '@keel/shared/auth';
import { ROLE_LABELS, type Role } from '@keel/shared/roles';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateTestUserMutation } from '../api/create-test-user';

/** Role choices in the order docs/product/public-site.md#test-accounts lists them: user (default), admin, recruiter, sales_rep. */
const ROLE_ORDER: readonly Role[] = ['user', 'admin', 'recruiter', 'sales_rep'];
const roleOptions = ROLE_ORDER.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The short-password rule is reported with a toast (docs/product/validation.md#passwords), so the form only requires a value. */
const TestUserFormSchema = TestUserInput.extend({
  password: z.string().min(1, 'Password is required.').max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
});
type FormInput = z.input<typeof TestUserFormSchema>;
type FormOutput = z.output<typeof TestUserFormSchema>;

export function TestUserForm({ onCreated }: { onCreated: () => void }) {
  const createTestUser = useCreateTestUserMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(TestUserFormSchema),
    defaultValues: { full_name: '', email: '', password: '', role: 'user' },
  });
  const [fullName, email, password] = useWatch({ control, name: ['full_name', 'email', 'password'] });

  const onSubmit = handleSubmit(async (values) => {
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      toast({ title: 'Password Too Short', description: PASSWORD_TOO_SHORT, variant: 'destructive' });
      return;
    }
    try {
      await createTestUser.mutateAsync(values);
      toast({
        title: 'Account Created!',
        description: 'Please check your email for a confirmation link to activate your account.',
      });
      onCreated();
    } catch (error) {
      toast({ title: 'Sign Up Failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  const busy = isSubmitting || createTestUser.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="test-user-name" label="Full Name" error={errors.full_name?.message}>
        <Input autoComplete="name" {...register('full_name')} />
      </Field>
      <Field id="test-user-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        id="test-user-password"
        label="Password"
        error={errors.password?.message}
        hint={
          <PasswordStrengthHint
            password={password}
            rule={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            owner={{ email, name: fullName }}
          />
        }
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field id="test-user-role" label="Role">
        <Select options={roleOptions} {...register('role')} />
      </Field>
      <Button type="submit" className="w-full" size="lg" disabled={busy}>
        {busy ? 'Creating...' : 'Create Test Account'}
      </Button>
    </form>
  );
}
