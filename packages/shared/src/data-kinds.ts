import { COMPANY_CSV_COLUMNS, COMPANY_HEADER_NAMES } from './company-import';
import { CONTACT_HEADER_NAMES, CONTACT_IMPORT_FIELDS, IGNORED_CSV_COLUMNS } from './contact-import';
import type { HeaderNames } from './csv-import';
import type { DataKind } from './data-management';
import { DEAL_CSV_COLUMNS, DEAL_DATE_FIELDS, DEAL_HEADER_NAMES, DEAL_IMPORT_FIELDS } from './deal-import';
import { COMPANY_TARGET_LABELS, CONTACT_TARGET_LABELS, DEAL_TARGET_LABELS } from './import-files/import-targets';
import { type DateOrder, dateOrderOf, type TagStyle } from './import-files/csv-values';
import { CONTACT_EXPORT_COLUMNS, contactExportHeader, CONTACT_VALUE_FIELDS } from './contact-import';

/** What the browser needs to know of each kind of import (decision 0027): its fields, how headers match them, and its key. */
export interface DataKindInfo {
  /** The fields a column may be imported into, in the export's order. */
  fields: readonly string[];
  /** What the mapping calls each field: the label of Keel's form (never a database column's name). */
  labels: Readonly<Record<string, string>>;
  /** Recognised but never taken from a file (the import sets them). */
  ignored: readonly string[];
  headerNames: HeaderNames;
  /** The field every row needs (its match key). */
  key: string;
  /** Fields holding an e-mail address (the preview flags invalid ones). */
  emails: readonly string[];
  /** Fields holding a date (their cells decide the file's date order). */
  dates: readonly string[];
  /** The headers of Keel's own export of this kind (such a file separates tags by semicolons only). */
  exportHeaders: readonly string[];
  singular: string;
  plural: string;
}

export const DATA_KIND_INFO: Record<DataKind, DataKindInfo> = {
  contacts: {
    fields: CONTACT_IMPORT_FIELDS,
    labels: CONTACT_TARGET_LABELS,
    ignored: IGNORED_CSV_COLUMNS,
    headerNames: CONTACT_HEADER_NAMES,
    key: 'email',
    emails: ['email', 'work_email', 'home_email'],
    dates: CONTACT_VALUE_FIELDS.dates!,
    exportHeaders: CONTACT_EXPORT_COLUMNS.map(contactExportHeader),
    singular: 'contact',
    plural: 'contacts',
  },
  companies: {
    fields: COMPANY_CSV_COLUMNS,
    labels: COMPANY_TARGET_LABELS,
    ignored: [],
    headerNames: COMPANY_HEADER_NAMES,
    key: 'name',
    emails: ['email'],
    dates: [],
    exportHeaders: COMPANY_CSV_COLUMNS,
    singular: 'company',
    plural: 'companies',
  },
  deals: {
    fields: DEAL_IMPORT_FIELDS,
    labels: DEAL_TARGET_LABELS,
    ignored: [],
    headerNames: DEAL_HEADER_NAMES,
    key: 'name',
    emails: ['email', 'workEmail'],
    dates: DEAL_DATE_FIELDS,
    exportHeaders: DEAL_CSV_COLUMNS,
    singular: 'deal',
    plural: 'deals',
  },
};

/** '1 row', '2 rows'. */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;

/** Keel's own export separates tags by semicolons only (a tag may hold a comma); any other file by `;`, `,` or ` ::: `. */
export function tagStyleOf(kind: DataKind, header: readonly string[]): TagStyle {
  const own = DATA_KIND_INFO[kind].exportHeaders;
  return header.length > 0 && header.every((h) => own.includes(h.replace(/^\uFEFF/, '').trim())) ? 'keel' : 'any';
}

/** The date order to read a file in: the one chosen, else the one its dates show (month first when they could be either). */
export function fileDateOrder(dateCells: Iterable<string>, chosen?: DateOrder): DateOrder {
  return chosen ?? (dateOrderOf(dateCells) === 'dmy' ? 'dmy' : 'mdy');
}
