import { NewContactPage } from '../../../features/contacts/components/new-contact-page';

export default function NewContactRoute() {
  return <NewContactPage />;
}
