import { PlaceholderPage } from '../../layout/placeholder-page';

export default function FunnelRoute() {
  return <PlaceholderPage title="Sales Funnel" />;
}
