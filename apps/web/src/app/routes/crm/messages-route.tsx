import { PlaceholderPage } from '../../layout/placeholder-page';

export default function MessagesRoute() {
  return <PlaceholderPage title="Contact Messages" />;
}
