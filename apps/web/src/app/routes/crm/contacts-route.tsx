import { PlaceholderPage } from '../../layout/placeholder-page';

export default function ContactsRoute() {
  return <PlaceholderPage title="All Contacts" />;
}
