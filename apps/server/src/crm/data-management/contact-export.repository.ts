import { type Kysely, sql } from 'kysely';
import { CONTACT_EXPORT_COLUMNS, contactExportSource } from '@keel/shared/contact-import';
import type { Database } from '../../db/types';
import { afterCursor, type ExportCursor, type PageRow } from './csv-export.service';

/** One page of the export in creation order (index contacts_sort_created_at_idx), after the cursor. */
export async function exportPage(db: Kysely<Database>, after: ExportCursor | undefined, limit: number): Promise<PageRow[]> {
  return db
    .selectFrom('contacts as x')
    .select([
      ...CONTACT_EXPORT_COLUMNS.map((c) => `x.${contactExportSource(c)}` as `x.${keyof Database['contacts'] & string}`),
      'x.id',
      sql<string>`x.created_at::text`.as('cursor_at'),
    ])
    .$if(after !== undefined, (qb) => qb.where(afterCursor(after!)))
    .orderBy('x.created_at')
    .orderBy('x.id')
    .limit(limit)
    .execute();
}
