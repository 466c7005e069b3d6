import { useAuth } from '../../../features/auth/auth-context';
import { TeamApiKeysCard } from '../../../features/team/components/team-api-keys-card';
import { TeamPage } from '../../../features/team/components/team-page';
import { OfficeTimeZoneCard } from '../../../features/team/components/office-time-zone-card';
import { RetentionCard } from '../../../features/privacy/components/retention-card';
import { RejectionReasonsCard } from '../../../features/recruitment/components/rejection-reasons-card';
import { TwoFactorRequirementCard } from '../../../features/two-factor/components/two-factor-requirement-card';

export default function TeamRoute() {
  const { user } = useAuth();
  return (
    <>
      <TeamPage currentUserId={user?.id ?? ''} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 lg:px-8">
        <TwoFactorRequirementCard />
        <TeamApiKeysCard />
        <OfficeTimeZoneCard />
        <RetentionCard />
        <RejectionReasonsCard />
      </div>
    </>
  );
}
