import { useAuth } from '../../../features/auth/auth-context';
import { TeamPage } from '../../../features/team/components/team-page';
import { TwoFactorRequirementCard } from '../../../features/two-factor/components/two-factor-requirement-card';

export default function TeamRoute() {
  const { user } = useAuth();
  return (
    <>
      <TeamPage currentUserId={user?.id ?? ''} />
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <TwoFactorRequirementCard />
      </div>
    </>
  );
}
