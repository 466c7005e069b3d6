import { PlaceholderPage } from '../../layout/placeholder-page';

export default function ApplicantRoute() {
  return <PlaceholderPage title="Applicant" />;
}
