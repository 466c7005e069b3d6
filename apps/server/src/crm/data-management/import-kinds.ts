import { COMPANY_CSV_COLUMNS } from '@keel/shared/company-import';
import { CONTACT_IMPORT_FIELDS } from '@keel/shared/contact-import';
import { DEAL_IMPORT_FIELDS } from '@keel/shared/deal-import';
import type { DataKind } from '@keel/shared/data-management';
import { COMPANY_IMPORT } from './company-import';
import { CONTACT_EXPORT } from './contact-export.service';
import { CONTACT_IMPORT } from './contact-import.service';
import type { ExportSpec } from './csv-export.service';
import type { ImportKind } from './csv-import.service';
import { DEAL_IMPORT } from './deal-import';
import { COMPANY_EXPORT, DEAL_EXPORT } from './record-exports';

/** Each kind of record Data Management brings in and out: its import, its export, the fields a column may be mapped to. */
export const DATA_KINDS: Record<
  DataKind,
  {
    import: ImportKind<never>;
    export: ExportSpec;
    fields: readonly string[];
    table: 'contacts' | 'companies' | 'deals';
    exportedAction: 'CONTACTS_EXPORTED' | 'COMPANIES_EXPORTED' | 'DEALS_EXPORTED';
  }
> = {
  contacts: {
    import: CONTACT_IMPORT as ImportKind<never>,
    export: CONTACT_EXPORT,
    fields: CONTACT_IMPORT_FIELDS,
    table: 'contacts',
    exportedAction: 'CONTACTS_EXPORTED',
  },
  companies: {
    import: COMPANY_IMPORT as ImportKind<never>,
    export: COMPANY_EXPORT,
    fields: COMPANY_CSV_COLUMNS,
    table: 'companies',
    exportedAction: 'COMPANIES_EXPORTED',
  },
  deals: {
    import: DEAL_IMPORT as ImportKind<never>,
    export: DEAL_EXPORT,
    fields: DEAL_IMPORT_FIELDS,
    table: 'deals',
    exportedAction: 'DEALS_EXPORTED',
  },
};
