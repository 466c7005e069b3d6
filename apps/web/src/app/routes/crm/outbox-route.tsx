import { OutboxPage } from '../../../features/outbox/components/outbox-page';

export default function OutboxRoute() {
  return <OutboxPage />;
}
