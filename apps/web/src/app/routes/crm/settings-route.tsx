import type { MeResponse, SessionUser } from '@keel/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { PasswordCard } from '../../../features/account/components/password-card';
import { ProfileCard } from '../../../features/account/components/profile-card';
import { authKeys } from '../../../features/auth/api/auth-keys';
import { useAuth } from '../../../features/auth/auth-context';

/** Account Settings (SPEC §2): the profile card refreshes the signed-in user everywhere once saved. */
export default function SettingsRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const onSaved = (saved: SessionUser) => queryClient.setQueryData<MeResponse>(authKeys.me, { user: saved });
  if (!user) return null;
  return (
    <PageShell title="Account Settings" narrow>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} onSaved={onSaved} />
        <PasswordCard />
      </div>
    </PageShell>
  );
}
