import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../src/db/types';

type Row = Record<string, unknown>;
type KeyedRow = Row & { id: string; sort_key: string; search_text?: string };
const CHUNK = 50_000;

/**
 * The original brief's approach (lists ordered as docs/product/data-import-export.md#list-orderings): the browser downloads every contact (ordered by last_name) as JSON
 * when the list opens, then searches and sorts in memory. This reads every row with every column
 * (in keyset chunks, as a streamed download would), serialises it to JSON as the API would send it,
 * and parses it back as the browser would. Returns the parsed rows and the JSON size.
 */
export async function downloadEveryContact(db: Kysely<Database>): Promise<{ rows: Row[]; bytes: number }> {
  const rows: Row[] = [];
  let bytes = 0;
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after ? sql`where (lower(last_name), id) > (${after.key}, ${after.id})` : sql``;
    const result: { rows: KeyedRow[] } = await sql<KeyedRow>`
      select *, lower(last_name) as sort_key from contacts ${where} order by lower(last_name), id limit ${CHUNK}`.execute(db);
    const chunk: KeyedRow[] = result.rows;
    if (chunk.length === 0) break;
    const last: KeyedRow = chunk[chunk.length - 1];
    after = { key: last.sort_key, id: last.id };
    const json = JSON.stringify(chunk.map(({ search_text: _s, sort_key: _k, ...row }: KeyedRow) => row));
    bytes += Buffer.byteLength(json);
    for (const row of JSON.parse(json) as Row[]) rows.push(row);
  }
  return { rows, bytes };
}

/** The in-memory search of the original list: a case-insensitive substring of any field value. */
export function filterInMemory(rows: Row[], q: string): Row[] {
  const needle = q.toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => Object.values(row).some((value) => value !== null && String(value).toLowerCase().includes(needle)));
}

/** The in-memory sort of the original list, then its first page. */
export function sortInMemory(rows: Row[], column: string, dir: 'asc' | 'desc', pageSize: number): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v).toLowerCase());
  return [...rows]
    .sort((a, b) => {
      const x = text(a[column]);
      const y = text(b[column]);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -sign : sign;
    })
    .slice(0, pageSize);
}
