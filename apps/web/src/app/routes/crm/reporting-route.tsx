import { ReportingPage } from '../../../features/reporting/components/reporting-page';
import { SharedReportsCard } from '../../../features/reports/components/shared-reports-card';

export default function ReportingRoute() {
  return (
    <ReportingPage>
      <SharedReportsCard />
    </ReportingPage>
  );
}
