import { useParams } from 'react-router';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';

export default function DashboardRoute() {
  const { dashboardId } = useParams();
  return <DashboardPage routeId={dashboardId} />;
}
