import type { Kysely } from 'kysely';
import { CONTACT_CSV_COLUMNS, contactExportHeader } from '@keel/shared/contact-import';
import type { Database } from '../../db/types';
import { csvExport, type ExportSpec } from './csv-export.service';
import { exportPage } from './contact-export.repository';

/** The contacts export (SPEC §9): the import's columns, with SPEC §3's camel-case names where it gives them. */
export const CONTACT_EXPORT: ExportSpec = {
  headers: CONTACT_CSV_COLUMNS.map(contactExportHeader),
  page: exportPage,
  cells: (row) => CONTACT_CSV_COLUMNS.map((c) => row[c]),
};

/** The contacts CSV: see csvExport. */
export function contactsCsv(db: Kysely<Database>, onEnd: (count: number) => Promise<void>, pageRows?: number): AsyncGenerator<string> {
  return csvExport(db, CONTACT_EXPORT, onEnd, pageRows);
}
