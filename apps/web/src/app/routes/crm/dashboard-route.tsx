import { useParams } from 'react-router';
import { TaskDoneToggle } from '../../../features/activities/components/task-done-toggle';
import { useAuth } from '../../../features/auth/auth-context';
import { ActivityKitContext, type ActivityKit } from '../../../features/dashboards/activity-kit';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { ReportKitContext } from '../../../features/dashboards/report-kit';
import { dashboardReportKit } from './dashboard-report-kit';

/** The activities' parts a dashboard's widgets use (the reminders' done checkbox). */
const dashboardActivityKit: ActivityKit = { TaskDoneToggle };

export default function DashboardRoute() {
  const { dashboardId } = useParams();
  const { user, isAdmin } = useAuth();
  const viewer = user ? { id: user.id, fullName: user.fullName, isAdmin } : null;
  return (
    <ReportKitContext value={dashboardReportKit}>
      <ActivityKitContext value={dashboardActivityKit}>
        <DashboardPage routeId={dashboardId} viewer={viewer} />
      </ActivityKitContext>
    </ReportKitContext>
  );
}
