import { ACCOUNT_MESSAGES, AVATAR_ACCEPT } from '@keel/shared/account';
import type { SessionUser } from '@keel/shared/auth';
import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useUpdateProfileMutation } from '../api/update-profile';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { avatarFileProblem } from './avatar-file';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';

interface ProfileCardProps {
  user: SessionUser;
  /** The signed-in user changed (name, phone or avatar): the app's copy is refreshed. */
  onSaved: (user: SessionUser) => void;
}

/** 'Profile Information' (docs/product/crm.md#account-settings, docs/product/validation.md#profile): full name (required), phone, avatar, read-only e-mail. */
export function ProfileCard({ user, onSaved }: ProfileCardProps) {
  const [fullName, setFullName] = useState(user.fullName);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [nameError, setNameError] = useState<string>();
  const [avatar, setAvatar] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatarMutation(onSaved);
  const update = useUpdateProfileMutation(onSaved);
  const busy = upload.isPending || update.isPending;

  const preview = useObjectUrl(avatar);
  useUnsavedChangesPrompt((fullName !== user.fullName || phone !== (user.phone ?? '') || avatar !== null) && !busy);

  function pick(file: File | undefined) {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setAvatar(file);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!fullName.trim()) {
      setNameError(ACCOUNT_MESSAGES.fullNameEmpty);
      toast({ title: 'Profile Update Failed', description: ACCOUNT_MESSAGES.fullNameEmpty, variant: 'destructive' });
      return;
    }
    setNameError(undefined);
    if (avatar) {
      try {
        await upload.mutateAsync(avatar);
        setAvatar(null);
        if (fileInput.current) fileInput.current.value = '';
      } catch (error) {
        toast({ title: 'Avatar Upload Failed', description: errorMessage(error), variant: 'destructive' });
        return;
      }
    }
    try {
      await update.mutateAsync({ full_name: fullName, phone });
      toast({ title: 'Profile Updated', description: 'Your profile details have been saved.' });
    } catch (error) {
      toast({ title: 'Profile Update Failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your name and picture as the team sees them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="space-y-5" aria-label="Profile Information">
          <div className="flex items-center gap-4">
            {preview ? (
              <img src={preview} alt="New avatar preview" className="h-16 w-16 rounded-full object-cover ring-1 ring-slate-200" />
            ) : (
              <UserAvatar user={user} className="h-16 w-16 text-lg" />
            )}
            <div>
              <input
                ref={fileInput}
                id="avatar-file"
                type="file"
                accept={AVATAR_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-label="Avatar image"
                onChange={(event) => pick(event.target.files?.[0])}
              />
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <ImageUp aria-hidden className="h-4 w-4" />
                {avatar ? 'Choose another image' : 'Change avatar'}
              </Button>
              <p className="mt-1 text-xs text-slate-500">
                {avatar ? `${avatar.name} will be uploaded when you save.` : 'JPG, PNG, WEBP or GIF, less than 2MB.'}
              </p>
            </div>
          </div>
          <Field id="profile-name" label="Full Name" error={nameError}>
            <Input value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" />
          </Field>
          <Field id="profile-email" label="Email" hint="Your e-mail address cannot be changed here.">
            <Input value={user.email} readOnly aria-readonly className="bg-slate-50 text-slate-600" />
          </Field>
          <Field id="profile-phone" label="Phone">
            <Input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="tel" />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
