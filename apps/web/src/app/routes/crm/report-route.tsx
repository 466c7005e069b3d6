import { useParams } from 'react-router';
import { ReportPage } from '../../../features/reports/components/report-page';

export default function ReportRoute() {
  const { reportId = '' } = useParams();
  return <ReportPage key={reportId} reportId={reportId} />;
}
