import { useParams } from 'react-router';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { ReportKitContext } from '../../../features/dashboards/report-kit';
import { dashboardReportKit } from './dashboard-report-kit';

export default function DashboardRoute() {
  const { dashboardId } = useParams();
  return (
    <ReportKitContext value={dashboardReportKit}>
      <DashboardPage routeId={dashboardId} />
    </ReportKitContext>
  );
}
