import { PlaceholderPage } from '../../layout/placeholder-page';

export default function ReportingRoute() {
  return <PlaceholderPage title="Reporting Center" />;
}
