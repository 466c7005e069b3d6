import { SavedReportsPage } from '../../../features/reports/components/saved-reports-page';

/** Saved CRM Reports (docs/product/crm.md#saved-reports, admins): the report builder and the saved reports (decision 0028). */
export default function SavedReportsRoute() {
  return <SavedReportsPage />;
}
