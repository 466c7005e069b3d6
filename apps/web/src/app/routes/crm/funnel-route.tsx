import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { FunnelPage } from '../../../features/funnel/components/funnel-page';

export default function FunnelRoute() {
  const { isAdmin } = useAuth();
  return <FunnelPage isAdmin={isAdmin} leadTimeline={(leadId) => <RecordTimeline type="deal" id={leadId} />} />;
}
