import { useParams } from 'react-router';
import { EditContactPage } from '../../../features/contacts/components/edit-contact-page';

export default function EditContactRoute() {
  const { contactId = '' } = useParams();
  return <EditContactPage key={contactId} contactId={contactId} />;
}
