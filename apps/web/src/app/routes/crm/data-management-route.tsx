import { DataManagementPage } from '../../../features/data-management/components/data-management-page';

export default function DataManagementRoute() {
  return <DataManagementPage />;
}
