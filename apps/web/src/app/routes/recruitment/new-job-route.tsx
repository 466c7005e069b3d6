import { useAuth } from '../../../features/auth/auth-context';
import { JobPage } from '../../../features/recruitment/components/job-page';

export default function NewJobRoute() {
  const { user } = useAuth();
  return <JobPage jobId={null} currentUserId={user?.id ?? ''} />;
}
