import { sql } from 'kysely';
import { afterAll, beforeAll, vi } from 'vitest';
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
  const app = {} as { t: TestApp; as: SignedIn };
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
}
