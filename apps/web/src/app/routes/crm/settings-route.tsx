import { roleFlags } from '@keel/shared/roles';
import { PageShell } from '../../../components/page-shell';
import { CalendarFeedCard } from '../../../features/activities/components/calendar-feed-card';
import { ApiKeysCard } from '../../../features/account/components/api-keys-card';
import { PasswordCard } from '../../../features/account/components/password-card';
import { ProfileCard } from '../../../features/account/components/profile-card';
import { SessionsCard } from '../../../features/account/components/sessions-card';
import { TimeZoneCard } from '../../../features/account/components/time-zone-card';
import { useAuth } from '../../../features/auth/auth-context';
import { refreshSession, setSessionUser } from '../../../features/auth/session-store';
import { NotificationSettingsCard } from '../../../features/notifications/components/notification-settings-card';
import { TwoFactorCard } from '../../../features/two-factor/components/two-factor-card';

/** Account Settings (docs/product/crm.md#account-settings): the profile card refreshes the signed-in user everywhere once saved. */
export default function SettingsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell title="Account Settings" narrow>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} onSaved={setSessionUser} />
        <PasswordCard owner={{ email: user.email, name: user.fullName }} />
        <TimeZoneCard user={user} onSaved={setSessionUser} />
        <TwoFactorCard onChanged={() => void refreshSession()} />
        <SessionsCard />
        <ApiKeysCard isAdmin={roleFlags(user.role).isAdmin} />
        <CalendarFeedCard />
        <NotificationSettingsCard />
      </div>
    </PageShell>
  );
}
