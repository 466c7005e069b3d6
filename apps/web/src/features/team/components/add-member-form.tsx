import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@keel/shared/auth';
import { ROLE_LABELS, ROLES } from '@keel/shared/roles';
import { NewTeamMemberInput } from '@keel/shared/team';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useAddMemberMutation } from '../api/add-member';
import { toastTeamError } from './api-error-toast';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { PasswordStrengthHint } from '../../../components/password-strength-hint';

type FormInput = z.input<typeof NewTeamMemberInput>;
type FormOutput = z.output<typeof NewTeamMemberInput>;
const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'Add Member': name, e-mail, password (at least 6 characters) and role make a real account. */
export function AddMemberForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddMemberMutation();
  const { register, handleSubmit, reset, formState, control } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NewTeamMemberInput),
    defaultValues: { name: '', email: '', password: '', role: 'user' },
  });
  const { errors, isSubmitting } = formState;
  const [name, email, password] = useWatch({ control, name: ['name', 'email', 'password'] });
  useUnsavedChangesPrompt(formState.isDirty && !isSubmitting);

  const submit = handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync(values);
      toast({ title: 'Team Member Added', description: `${member.fullName} has been added. They need to confirm their email.` });
      reset();
      onAdded();
    } catch (error) {
      toastTeamError('Error adding member', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add team member" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <Field id="member-name" label="Full Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field id="member-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field
        id="member-password"
        label="Password"
        error={errors.password?.message}
        hint={<PasswordStrengthHint password={password} rule={`At least ${MIN_PASSWORD_LENGTH} characters.`} owner={{ email, name }} />}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field id="member-role" label="Role">
        <Select options={roleOptions} {...register('role')} />
      </Field>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Member'}
        </Button>
      </div>
    </form>
  );
}
