import { ApplicantList } from '../../../features/recruitment/components/applicant-list';

export default function ApplicantsRoute() {
  return <ApplicantList />;
}
