import type { Kysely } from 'kysely';
import { CONTACT_CSV_COLUMNS } from '@keel/shared/contact-import';
import { csvLine } from '@keel/shared/csv';
import { EXPORT_PAGE_ROWS } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { type ExportCursor, exportPage } from './contact-export.repository';

/**
 * The contacts CSV (SPEC §9): a header line, then every contact, read in keyset pages so memory
 * holds one page whatever the table's size; arrays are joined with semicolons. Calls `onEnd`
 * with the number of contacts once the last line is produced.
 */
export async function* contactsCsv(db: Kysely<Database>, onEnd: (count: number) => Promise<void>, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<string> {
  yield csvLine(CONTACT_CSV_COLUMNS);
  let count = 0;
  let after: ExportCursor | undefined;
  for (;;) {
    const page = await exportPage(db, after, pageRows);
    if (page.length === 0) break;
    yield page.map((row) => csvLine(CONTACT_CSV_COLUMNS.map((c) => row[c]))).join('');
    count += page.length;
    const last = page.at(-1)!;
    after = { createdAt: last.cursor_at, id: last.id };
    if (page.length < pageRows) break;
  }
  await onEnd(count);
}
