import { useParams } from 'react-router';
import { ContactRecordPage } from '../../../features/contacts/components/contact-record-page';

export default function ContactRoute() {
  const { contactId = '' } = useParams();
  return <ContactRecordPage key={contactId} contactId={contactId} />;
}
