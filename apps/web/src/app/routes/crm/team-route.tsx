import { PlaceholderPage } from '../../layout/placeholder-page';

export default function TeamRoute() {
  return <PlaceholderPage title="Team Management" />;
}
