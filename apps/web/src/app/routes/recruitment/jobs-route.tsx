import { PlaceholderPage } from '../../layout/placeholder-page';

export default function JobsRoute() {
  return <PlaceholderPage title="Jobs" />;
}
