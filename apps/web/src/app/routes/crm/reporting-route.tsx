import { ReportingPage } from '../../../features/reporting/components/reporting-page';

export default function ReportingRoute() {
  return <ReportingPage />;
}
