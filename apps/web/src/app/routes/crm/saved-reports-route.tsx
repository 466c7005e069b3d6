import { SavedReportsPage } from '../../../features/reports/components/saved-reports-page';

/** Saved CRM Reports (SPEC §2, admins): the report builder and the saved reports (issue 19). */
export default function SavedReportsRoute() {
  return <SavedReportsPage />;
}
