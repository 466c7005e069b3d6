import { type Kysely, sql } from 'kysely';
import { csvLine } from '@keel/shared/csv';
import { EXPORT_PAGE_ROWS } from '@keel/shared/data-management';
import type { Database } from '../../db/types';

/** Where a page ended: created_at as text keeps its microseconds (a Date would round them). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

export type PageRow = { id: string; cursor_at: string } & Record<string, unknown>;

/** The keyset condition of a page after `after`, on table alias `x` (its (created_at, id) order). */
export const afterCursor = (after: ExportCursor) =>
  sql<boolean>`(x.created_at, x.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

/** One kind of export: its header line, a page of records in (created_at, id) order after a cursor, and one record's cells. */
export interface ExportSpec {
  headers: readonly string[];
  page(db: Kysely<Database>, after: ExportCursor | undefined, limit: number): Promise<PageRow[]>;
  cells(row: PageRow): unknown[];
}

/**
 * A CSV export: the header line, then every record, read in keyset pages so memory holds one page
 * whatever the table's size; arrays are joined with semicolons. Calls `onEnd` with the number of
 * records once the last line is produced.
 */
export async function* csvExport(
  db: Kysely<Database>,
  spec: ExportSpec,
  onEnd: (count: number) => Promise<void>,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string> {
  yield csvLine(spec.headers);
  let count = 0;
  let after: ExportCursor | undefined;
  for (;;) {
    const page = await spec.page(db, after, pageRows);
    if (page.length === 0) break;
    yield page.map((row) => csvLine(spec.cells(row))).join('');
    count += page.length;
    const last = page.at(-1)!;
    after = { createdAt: last.cursor_at, id: last.id };
    if (page.length < pageRows) break;
  }
  await onEnd(count);
}
