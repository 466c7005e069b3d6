import { PlaceholderPage } from '../../layout/placeholder-page';

export default function NewApplicantRoute() {
  return <PlaceholderPage title="Add New Applicant" />;
}
