import { PlaceholderPage } from '../../layout/placeholder-page';

export default function DashboardRoute() {
  return <PlaceholderPage title="Dashboard" />;
}
