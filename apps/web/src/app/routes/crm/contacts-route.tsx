import { ContactList } from '../../../features/contacts/components/contact-list';

export default function ContactsRoute() {
  return <ContactList />;
}
