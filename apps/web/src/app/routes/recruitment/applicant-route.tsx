import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';

export default function ApplicantRoute() {
  const { applicantId = '' } = useParams();
  return <ApplicantPage key={applicantId} applicantId={applicantId} timeline={<RecordTimeline type="applicant" id={applicantId} />} />;
}
