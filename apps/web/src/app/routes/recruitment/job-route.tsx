import { PlaceholderPage } from '../../layout/placeholder-page';

export default function JobRoute() {
  return <PlaceholderPage title="Job Posting" />;
}
