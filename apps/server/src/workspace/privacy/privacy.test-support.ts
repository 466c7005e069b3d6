import { sql } from 'kysely';
import type { TestApp } from '../../test/test-app';

/**
 * Every text-bearing column of every table (text, varchar, json, jsonb, arrays) that contains
 * `needle`, case-insensitively, as 'table.column'. Byte columns (stored files) are checked apart.
 */
export async function columnsContaining(t: TestApp, needle: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
    ORDER BY c.table_name, c.column_name`.execute(t.database.db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table_name)} WHERE ${sql.ref(column_name)}::text ILIKE ${`%${needle}%`}`.execute(
      t.database.db,
    );
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
