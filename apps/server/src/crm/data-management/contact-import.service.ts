import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CONTACT_HEADER_NAMES } from '@keel/shared/contact-import';
import { matchHeaders } from '@keel/shared/csv-import';
import type { ImportEvent } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { contactImportRules } from './contact-import-batch';
import { importCsv, type ImportKind, type ImportOptions } from './csv-import.service';

export const CONTACT_IMPORT: ImportKind<Parameters<ReturnType<typeof contactImportRules>['keys']>[0]> = {
  kind: 'contacts',
  actionType: 'CONTACTS_IMPORTED',
  entityType: 'contact',
  topics: ['contacts'],
  matchHeaders: (headers) => matchHeaders(headers, CONTACT_HEADER_NAMES),
  rules: contactImportRules,
};

/** The contact import (docs/product/data-import-export.md#csv-import): see importCsv. */
export function importContacts(db: Kysely<Database>, input: Readable, options: ImportOptions): AsyncGenerator<ImportEvent> {
  return importCsv(db, input, CONTACT_IMPORT, options);
}
export { importParallelism } from './csv-import.service';
