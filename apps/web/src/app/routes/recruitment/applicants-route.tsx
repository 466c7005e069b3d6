import { PlaceholderPage } from '../../layout/placeholder-page';

export default function ApplicantsRoute() {
  return <PlaceholderPage title="Applicants" />;
}
