import { useParams } from 'react-router';
import { useAuth } from '../../../features/auth/auth-context';
import { HiringApplicantPage } from '../../../features/recruitment/components/hiring-applicant-page';

/** /crm/my-hiring/applicants/{applicantId}: a candidate as their job's hiring team reads them (decision 0081). */
export default function HiringApplicantRoute() {
  const { applicantId = '' } = useParams();
  const { user } = useAuth();
  return <HiringApplicantPage key={applicantId} applicantId={applicantId} currentUserId={user?.id ?? ''} />;
}
