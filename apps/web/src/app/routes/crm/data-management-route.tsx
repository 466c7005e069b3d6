import { PlaceholderPage } from '../../layout/placeholder-page';

export default function DataManagementRoute() {
  return <PlaceholderPage title="Data Management" />;
}
