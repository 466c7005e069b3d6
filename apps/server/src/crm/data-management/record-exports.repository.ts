import { type Kysely, sql } from 'kysely';
import { COMPANY_CSV_COLUMNS } from '@keel/shared/company-import';
import type { Database } from '../../db/types';
import { afterCursor, type ExportCursor, type PageRow } from './csv-export.service';

/** Companies and deals as their exports read them (decision 0027). */

export async function countRecords(db: Kysely<Database>, table: 'contacts' | 'companies' | 'deals'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function companyExportPage(db: Kysely<Database>, after: ExportCursor | undefined, limit: number): Promise<PageRow[]> {
  return (await db
    .selectFrom('companies as x')
    .select([...COMPANY_CSV_COLUMNS.map((c) => `x.${c}` as const), 'x.id', sql<string>`x.created_at::text`.as('cursor_at')])
    .$if(after !== undefined, (qb) => qb.where(afterCursor(after!)))
    .orderBy('x.created_at')
    .orderBy('x.id')
    .limit(limit)
    .execute()) as PageRow[];
}

/** A deal names its column by title, its company and rep by name (the copies the deal keeps), never by id. */
export async function dealExportPage(db: Kysely<Database>, after: ExportCursor | undefined, limit: number): Promise<PageRow[]> {
  return (await db
    .selectFrom('deals as x')
    .innerJoin('pipeline_stages as s', 's.id', 'x.stage_id')
    .selectAll('x')
    .select(['s.title as stage_title', sql<string>`x.created_at::text`.as('cursor_at')])
    .$if(after !== undefined, (qb) => qb.where(afterCursor(after!)))
    .orderBy('x.created_at')
    .orderBy('x.id')
    .limit(limit)
    .execute()) as unknown as PageRow[];
}
