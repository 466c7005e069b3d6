import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';

export default function NewApplicantRoute() {
  return <ApplicantPage applicantId={null} />;
}
