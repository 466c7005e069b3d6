import { lazy } from 'react';
import type { ReportKit } from '../../../features/dashboards/report-kit';
import { useSavedReports } from '../../../features/reports/api/reports-api';
import { ContactFilterFields, ReportDefinitionFields } from '../../../features/reports/components/report-definition-fields';
import { measureLabel } from '../../../features/reports/components/report-format';

/** The report builder's parts a dashboard uses (decision 0034); the figure, with its charting library, loads only when shown. */
export const dashboardReportKit: ReportKit = {
  Figure: lazy(() => import('../../../features/reports/components/report-figure').then((m) => ({ default: m.ReportFigure }))),
  DefinitionFields: ReportDefinitionFields,
  ContactFilters: ContactFilterFields,
  useReports: useSavedReports,
  measureLabel,
};
