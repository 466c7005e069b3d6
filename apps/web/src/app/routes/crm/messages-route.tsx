import { ContactMessagesPage } from '../../../features/contact-messages/components/contact-messages-page';

export default function MessagesRoute() {
  return <ContactMessagesPage />;
}
