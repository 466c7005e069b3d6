import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { ContactRecordPage } from '../../../features/contacts/components/contact-record-page';
import { PrivacyActions } from '../../../features/privacy/components/privacy-actions';

export default function ContactRoute() {
  const { contactId = '' } = useParams();
  const { isAdmin } = useAuth();
  return (
    <ContactRecordPage
      key={contactId}
      contactId={contactId}
      timeline={<RecordTimeline type="contact" id={contactId} />}
      // Admins only: export and erase the contact's personal data (decision 0038).
      actions={isAdmin ? (c) => <PrivacyActions kind="contact" id={c.id} name={`${c.first_name} ${c.last_name}`} /> : undefined}
    />
  );
}
