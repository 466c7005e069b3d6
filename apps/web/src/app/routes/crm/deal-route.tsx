import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { DealRecordPage } from '../../../features/funnel/components/deal-record-page';

export default function DealRoute() {
  const { dealId = '' } = useParams();
  return <DealRecordPage key={dealId} dealId={dealId} timeline={<RecordTimeline type="deal" id={dealId} />} />;
}
