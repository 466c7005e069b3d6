import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { ApplicantApplications } from '../../../features/recruitment/components/applicant-applications';
import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';

export default function ApplicantRoute() {
  const { applicantId = '' } = useParams();
  const { user } = useAuth();
  return (
    <ApplicantPage
      key={applicantId}
      applicantId={applicantId}
      applications={<ApplicantApplications applicantId={applicantId} currentUserId={user?.id ?? ''} />}
      timeline={<RecordTimeline type="applicant" id={applicantId} />}
    />
  );
}
