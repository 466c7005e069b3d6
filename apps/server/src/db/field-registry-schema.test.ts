import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_FIELDS } from '@keel/shared/applicants';
import { COMPANY_FIELDS } from '@keel/shared/companies';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import { DEAL_FIELDS } from '@keel/shared/funnel-lead';
import { type FieldRegistry, searchColumns } from '@keel/shared/fields/field-registry';
import { JOB_FIELDS } from '@keel/shared/jobs';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';

/**
 * The registries (decision 0043) and the migrated schema agree: every field has its column, and
 * every searchable field is part of the table's generated search_text (a field's migration that
 * forgets to rebuild search_text, or a registry entry without a migration, fails here).
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const registries: [string, FieldRegistry][] = [
  ['contacts', CONTACT_FIELDS],
  ['companies', COMPANY_FIELDS],
  ['deals', DEAL_FIELDS],
  ['jobs', JOB_FIELDS],
  ['applicants', APPLICANT_FIELDS],
];

describe.each(registries)('the %s registry', (table, registry) => {
  it('names only columns of the table', async () => {
    const { rows } = await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`.execute(database.db);
    const columns = rows.map((r) => r.column_name);
    expect(
      registry
        .fields()
        .map((f) => f.column)
        .filter((c) => !columns.includes(c)),
    ).toEqual([]);
  });

  it('searches every searchable field (search_text holds it)', async () => {
    const { rows } = await sql<{ expr: string }>`
      SELECT pg_get_expr(d.adbin, d.adrelid) AS expr FROM pg_attrdef d
      JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
      WHERE d.adrelid = ${table}::regclass AND a.attname = 'search_text'`.execute(database.db);
    const expr = rows[0].expr;
    const inSearchText = (column: string) => new RegExp(`\\b${column}\\b`).test(expr);
    expect(searchColumns(registry).filter((c) => !inSearchText(c))).toEqual([]);
    // And the flag says so: no field is searched without being marked searchable.
    expect(
      registry
        .fields()
        .filter((f) => !f.searchable && inSearchText(f.column))
        .map((f) => f.column),
    ).toEqual([]);
  });
});
