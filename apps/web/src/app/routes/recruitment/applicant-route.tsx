import { useParams } from 'react-router';
import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';

export default function ApplicantRoute() {
  const { applicantId = '' } = useParams();
  return <ApplicantPage key={applicantId} applicantId={applicantId} />;
}
