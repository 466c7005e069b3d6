import { sql } from 'kysely';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { FieldDefinition } from '@keel/shared/fields/field-registry';
import type { SignedIn } from './roles';
import type { TestApp } from './test-app';

/**
 * The set-up of a four-file test (decisions 0043, 0104): `field` is added to the registry that
 * `loadRegistry` imports before anything that derives from it is loaded, then an app is built and
 * `addColumn` (the field's migration) runs on its database. Test files share their worker's modules
 * (isolate: false, decision 0065), so the file starts from fresh modules, whose registry nothing has
 * read yet, and leaves fresh ones to the next file. Read `app.t` and `app.as` inside tests.
 */
export function appWithAddedField(
  loadRegistry: () => Promise<{ addField(field: FieldDefinition): unknown }>,
  field: FieldDefinition,
  addColumn: string,
) {
  const app = { ...addedFieldSteps() } as { t: TestApp; as: SignedIn } & ReturnType<typeof addedFieldSteps>;
  beforeAll(async () => {
    vi.resetModules();
    (await loadRegistry()).addField(field);
    const { createTestApp } = await import('./test-app');
    const { signInEveryRole } = await import('./roles');
    app.t = await createTestApp();
    await sql.raw(addColumn).execute(app.t.database.db);
    app.as = await signInEveryRole(app.t);
  }, 180_000); // the app is imported here, not before the file starts: its load counts against the hook
  afterAll(async () => {
    await app.t?.close();
    vi.resetModules();
  });
  return app;

  /** What each four-file test does with the field, as an admin: read its column, import, export, report. */
  function addedFieldSteps() {
    const cookie = () => app.as.admin.cookie;
    return {
      /** The added column's stored value (the generated types do not know it). */
      async stored(table: 'contacts' | 'deals', id: string): Promise<string | null> {
        const row = await app.t.database.db
          .selectFrom(table)
          .select(sql<string | null>`${sql.ref(field.column)}`.as('value'))
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row.value;
      },
      async importCsv(kind: 'contacts' | 'deals', fileName: string, csv: string, query = '') {
        const res = await app.t.request({
          method: 'POST',
          url: `/api/data-management/${kind}/import?fileName=${fileName}${query}`,
          payload: csv,
          headers: { 'content-type': 'text/csv' },
          cookie: cookie(),
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      /** The export's header, and the value of `column` on the first line `matches` finds. */
      async exported(kind: 'contacts' | 'deals', column: string, matches: (line: string) => boolean) {
        const res = await app.t.request({ method: 'GET', url: `/api/data-management/${kind}/export`, cookie: cookie() });
        expect(res.statusCode).toBe(200);
        const [header, ...lines] = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
        const columns = header.split(',');
        return { columns, value: lines.find(matches)?.split(',')[columns.indexOf(column)] };
      },
      async runReport(records: 'contacts' | 'deals', payload: Record<string, unknown>) {
        const res = await app.t.request({ method: 'POST', url: '/api/reports/run', cookie: cookie(), payload: { records, ...payload } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { rows: { group: string | null; value: number }[]; total: number };
      },
    };
  }
}
