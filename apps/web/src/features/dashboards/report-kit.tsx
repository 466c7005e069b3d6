import type { ReportDefinition, ReportFilter, ReportResult, SavedReport } from '@keel/shared/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What dashboards borrow from the reports feature (decision 0034): features do not import each
 * other, so the route that shows a dashboard passes the report builder's parts in through this context.
 */
export interface ReportKit {
  /** A report's answer in a widget: its chart over its table, or a KPI figure. */
  Figure: ComponentType<{ name: string; definition: ReportDefinition; result: ReportResult }>;
  /** The builder's records, grouping, measure, view and filters for a widget's own report. */
  DefinitionFields: ComponentType<{ definition: ReportDefinition | null; kpi?: boolean; onChange: (definition: ReportDefinition) => void }>;
  /** The builder's filter rows over contacts. */
  ContactFilters: ComponentType<{ filters: readonly ReportFilter[]; onChange: (filters: ReportFilter[]) => void }>;
  /** The saved reports the user can see. */
  useReports: () => UseQueryResult<SavedReport[]>;
  /** 'Sum of Deal Value' */
  measureLabel: (definition: ReportDefinition) => string;
}

export const ReportKitContext = createContext<ReportKit | null>(null);

export function useReportKit(): ReportKit {
  const kit = useContext(ReportKitContext);
  if (!kit) throw new Error('The dashboard needs the reports feature: wrap it in ReportKitContext.');
  return kit;
}
