import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './database';
import { GENERATED_DIR, type IntrospectedColumn, introspect, renderTypes } from './type-generator';

const template = inject('pgliteTemplate');

// The schema is the same on both databases, so the check runs once, on the embedded template.
describe.skipIf(!template)('generated database types', () => {
  it('types/generated/ matches the migrations and type-overrides.ts, file by file', async () => {
    const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template!)]), extensions: PGLITE_EXTENSIONS });
    try {
      const expected = renderTypes(await introspect((query) => pglite.query(query)));
      const dir = new URL(`./${GENERATED_DIR}/`, import.meta.url);
      const committed = Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(new URL(name, dir), 'utf8')]));
      const stale = [...new Set([...Object.keys(expected), ...Object.keys(committed)])].filter(
        (name) => expected[name] !== committed[name],
      );
      if (stale.length > 0) {
        expect.fail(
          `apps/server/src/db/${GENERATED_DIR}/ does not match the migrated schema (${stale.join(', ')}): run \`npm run db:types\` and commit the result`,
        );
      }
    } finally {
      await pglite.close();
    }
  });
});

describe('renderTypes', () => {
  const column = (name: string, type: string, more: Partial<IntrospectedColumn> = {}): IntrospectedColumn => ({
    table: 'things',
    column: name,
    type,
    isArray: false,
    nullable: false,
    hasDefault: false,
    generatedAlways: false,
    ...more,
  });
  const schema = (...columns: IntrospectedColumn[]) => ({ tables: ['things'], columns, enums: [] as { name: string; values: string[] }[] });
  const inGroup = () => 'site';

  it('maps types as node-postgres returns them, with nullability, defaults and generated columns', () => {
    const files = renderTypes(
      schema(
        column('id', 'int8', { generatedAlways: true }),
        column('amount', 'numeric', { nullable: true }),
        column('created_at', 'timestamptz', { hasDefault: true }),
        column('tags', 'text', { isArray: true, hasDefault: true }),
        column('search_text', 'text', { nullable: true, generatedAlways: true }),
      ),
      {},
      inGroup,
    );
    expect(Object.keys(files).sort()).toEqual(['database.ts', 'site.ts']);
    expect(files['site.ts']).toContain(
      'export interface ThingsTable {\n  id: GeneratedAlways<string>;\n  amount: Numeric | null;\n  created_at: Generated<Timestamp>;\n  tags: Generated<string[]>;\n  search_text: GeneratedAlways<string | null>;\n}',
    );
    expect(files['database.ts']).toContain("import type { ThingsTable } from './site';");
    expect(files['database.ts']).toContain("export type * from './site';");
    expect(files['database.ts']).toContain('  things: ThingsTable;');
  });

  it('applies overrides and imports only what it uses', () => {
    const text = renderTypes(
      schema(column('status', 'text', { hasDefault: true }), column('copy', 'text', { nullable: true })),
      { 'things.status': "'open' | 'closed'", 'things.copy': { readOnly: true, doc: 'Kept by a trigger.' } },
      inGroup,
    )['site.ts'];
    expect(text).toContain("  status: Generated<'open' | 'closed'>;\n  /** Kept by a trigger. */\n  copy: GeneratedAlways<string | null>;");
    expect(text).not.toContain('@keel/shared');
  });

  it('puts enums in a file of their own, imported where a table uses one', () => {
    const files = renderTypes({ ...schema(column('mood', 'mood')), enums: [{ name: 'mood', values: ['calm', "o'k"] }] }, {}, inGroup);
    expect(files['enums.ts']).toContain("export type Mood = 'calm' | 'o\\'k';");
    expect(files['site.ts']).toContain("import type { Mood } from './enums';");
    expect(files['database.ts']).toContain("export type * from './enums';");
  });

  it('refuses an override of a column that does not exist, a type it cannot map and a table no group owns', () => {
    expect(() => renderTypes(schema(column('a', 'text')), { 'things.gone': 'string' }, inGroup)).toThrow(/things\.gone/);
    expect(() => renderTypes(schema(column('span', 'interval')), {}, inGroup)).toThrow(/things\.span \(interval\)/);
    expect(() => renderTypes(schema(column('a', 'text')), {}, () => undefined)).toThrow(/No server group owns table things/);
  });
});
