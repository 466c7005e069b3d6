import type { Kysely } from 'kysely';
import { CONTACT_EXPORT_COLUMNS, contactExportHeader, contactExportSource } from '@keel/shared/contact-import';
import { exportDate } from '@keel/shared/import-files/csv-values';
import type { Database } from '../../db/types';
import { csvExport, type ExportSpec } from './csv-export.service';
import { exportPage } from './contact-export.repository';

/** The contacts export (docs/product/data-import-export.md#csv-export): the import's columns, with the camel-case names of docs/product/records.md#contacts where it gives them; company and sales rep by name. */
export const CONTACT_EXPORT: ExportSpec = {
  headers: CONTACT_EXPORT_COLUMNS.map(contactExportHeader),
  page: exportPage,
  // A year-less birthday goes out as --MM-DD, as Google and vCard write it (and the import reads it back).
  cells: (row) =>
    CONTACT_EXPORT_COLUMNS.map((c) => (c === 'birthday' && row.birthday ? exportDate(String(row.birthday)) : row[contactExportSource(c)])),
};

/** The contacts CSV: see csvExport. */
export function contactsCsv(db: Kysely<Database>, onEnd: (count: number) => Promise<void>, pageRows?: number): AsyncGenerator<string> {
  return csvExport(db, CONTACT_EXPORT, onEnd, pageRows);
}
