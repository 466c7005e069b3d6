import { COMPANY_CSV_COLUMNS, COMPANY_HEADER_NAMES } from './company-import';
import { CONTACT_CSV_COLUMNS, CONTACT_HEADER_NAMES, IGNORED_CSV_COLUMNS } from './contact-import';
import type { HeaderNames } from './csv-import';
import type { DataKind } from './data-management';
import { DEAL_CSV_COLUMNS, DEAL_HEADER_NAMES } from './deal-import';

/** What the browser needs to know of each kind of import (decision 0027): its fields, how headers match them, and its key. */
export interface DataKindInfo {
  /** The fields a column may be imported into, in the export's order. */
  fields: readonly string[];
  /** Recognised but never taken from a file (the import sets them). */
  ignored: readonly string[];
  headerNames: HeaderNames;
  /** The field every row needs (its match key). */
  key: string;
  /** Fields holding an e-mail address (the preview flags invalid ones). */
  emails: readonly string[];
  singular: string;
  plural: string;
}

export const DATA_KIND_INFO: Record<DataKind, DataKindInfo> = {
  contacts: {
    fields: CONTACT_CSV_COLUMNS,
    ignored: IGNORED_CSV_COLUMNS,
    headerNames: CONTACT_HEADER_NAMES,
    key: 'email',
    emails: ['email', 'work_email', 'home_email'],
    singular: 'contact',
    plural: 'contacts',
  },
  companies: {
    fields: COMPANY_CSV_COLUMNS,
    ignored: [],
    headerNames: COMPANY_HEADER_NAMES,
    key: 'name',
    emails: ['email'],
    singular: 'company',
    plural: 'companies',
  },
  deals: {
    fields: DEAL_CSV_COLUMNS,
    ignored: [],
    headerNames: DEAL_HEADER_NAMES,
    key: 'name',
    emails: ['email', 'workEmail'],
    singular: 'deal',
    plural: 'deals',
  },
};

/** '1 row', '2 rows'. */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
