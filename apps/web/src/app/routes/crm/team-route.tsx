import { useAuth } from '../../../features/auth/auth-context';
import { TeamPage } from '../../../features/team/components/team-page';

export default function TeamRoute() {
  const { user } = useAuth();
  return <TeamPage currentUserId={user?.id ?? ''} />;
}
