import { matchHeaders } from '@keel/shared/csv-import';
import { DEAL_CSV_COLUMNS, DEAL_FULL_NAME_FIELD, DEAL_HEADER_NAMES, dealRowRules, type DealRowValues } from '@keel/shared/deal-import';
import type { ImportKind } from './csv-import.service';
import { type Committed, crossBatchKeys, dealWriter } from './deal-writer';
import { CommittedKeys, type ImportRules } from './import-batch';

export { DEAL_COLUMN_OF } from './deal-writer';

/**
 * The deals import (decision 0027): funnel leads matched by name and company name
 * (case-insensitive), their column by its title (an unknown one rejects the row); a new deal is
 * linked to its company by name and its contact by e-mail, and its sales rep by name or e-mail
 * (else Unassigned, with a warning). See deal-writer.ts.
 */
export const DEAL_IMPORT: ImportKind<DealRowValues> = {
  kind: 'deals',
  actionType: 'DEALS_IMPORTED',
  entityType: 'deal',
  topics: ['funnel', 'contacts', 'companies'],
  matchHeaders: (headers) => matchHeaders(headers, DEAL_HEADER_NAMES),
  rules(fields, author, settings): ImportRules<DealRowValues> {
    // A contact's whole name sets its first and last name.
    const named = fields.includes(DEAL_FULL_NAME_FIELD) ? [...fields, 'firstName', 'lastName'] : fields;
    const columns = DEAL_CSV_COLUMNS.filter((c) => named.includes(c));
    const committed: Committed = { companies: new CommittedKeys(), contacts: new CommittedKeys() };
    return {
      check: dealRowRules(fields, settings.file),
      label: (record) => (record.name ?? '').trim(),
      keys: crossBatchKeys(committed, settings.companies === 'create'),
      writer: (trx, report, journal) => dealWriter(trx, columns, report, { author, journal, settings, committed }),
    };
  },
};
