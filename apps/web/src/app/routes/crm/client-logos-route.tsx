import { PlaceholderPage } from '../../layout/placeholder-page';

export default function ClientLogosRoute() {
  return <PlaceholderPage title="Manage Client Logos" />;
}
