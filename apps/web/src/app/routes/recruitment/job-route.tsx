import { useParams } from 'react-router';
import { useAuth } from '../../../features/auth/auth-context';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { JobPage } from '../../../features/recruitment/components/job-page';

export default function JobRoute() {
  const { jobId = '' } = useParams();
  const { user } = useAuth();
  return <JobPage key={jobId} jobId={jobId} currentUserId={user?.id ?? ''} timeline={<RecordTimeline type="job" id={jobId} />} />;
}
