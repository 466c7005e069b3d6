import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { FunnelPage } from '../../../features/funnel/components/funnel-page';

export default function FunnelRoute() {
  return <FunnelPage leadTimeline={(leadId) => <RecordTimeline type="deal" id={leadId} />} />;
}
