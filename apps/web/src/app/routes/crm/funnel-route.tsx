import { FunnelPage } from '../../../features/funnel/components/funnel-page';

export default function FunnelRoute() {
  return <FunnelPage />;
}
