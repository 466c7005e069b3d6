import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { ContactRecordPage } from '../../../features/contacts/components/contact-record-page';

export default function ContactRoute() {
  const { contactId = '' } = useParams();
  return <ContactRecordPage key={contactId} contactId={contactId} timeline={<RecordTimeline type="contact" id={contactId} />} />;
}
