import { COMPANY_CSV_COLUMNS } from '@keel/shared/company-import';
import { DEAL_CSV_COLUMNS, type DealCsvColumn } from '@keel/shared/deal-import';
import type { ExportSpec } from './csv-export.service';
import { DEAL_COLUMN_OF } from './deal-import';
import { companyExportPage, dealExportPage } from './record-exports.repository';

/** The companies export: the field names of docs/product/records.md#companies, the same the companies import matches. */
export const COMPANY_EXPORT: ExportSpec = {
  headers: COMPANY_CSV_COLUMNS,
  page: companyExportPage,
  cells: (row) => COMPANY_CSV_COLUMNS.map((c) => row[c]),
};

/** The deals column each exported field reads (the lead card's names; stage = the column's title). */
const DEAL_SOURCE: Record<DealCsvColumn, string> = {
  ...DEAL_COLUMN_OF,
  stage: 'stage_title',
  company: 'company',
  assignedSalesRep: 'assigned_sales_rep',
} as Record<DealCsvColumn, string>;

/** The deals export: the lead card's names, the same the deals import matches. */
export const DEAL_EXPORT: ExportSpec = {
  headers: DEAL_CSV_COLUMNS,
  page: dealExportPage,
  cells: (row) => DEAL_CSV_COLUMNS.map((c) => row[DEAL_SOURCE[c]]),
};
