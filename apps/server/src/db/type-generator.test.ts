import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './database';
import { type IntrospectedColumn, introspect, renderTypes } from './type-generator';

const template = inject('pgliteTemplate');

// The schema is the same on both databases, so the check runs once, on the embedded template.
describe.skipIf(!template)('generated database types', () => {
  it('types.generated.ts matches the migrations and type-overrides.ts', async () => {
    const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template!)]), extensions: PGLITE_EXTENSIONS });
    try {
      const expected = renderTypes(await introspect((query) => pglite.query(query)));
      const committed = fs.readFileSync(new URL('./types.generated.ts', import.meta.url), 'utf8');
      if (committed !== expected) {
        expect.fail(
          'apps/server/src/db/types.generated.ts does not match the migrated schema: run `npm run db:types` and commit the result',
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
  const schema = (...columns: IntrospectedColumn[]) => ({ tables: ['things'], columns, enums: [] });

  it('maps types as node-postgres returns them, with nullability, defaults and generated columns', () => {
    const text = renderTypes(
      schema(
        column('id', 'int8', { generatedAlways: true }),
        column('amount', 'numeric', { nullable: true }),
        column('created_at', 'timestamptz', { hasDefault: true }),
        column('tags', 'text', { isArray: true, hasDefault: true }),
        column('search_text', 'text', { nullable: true, generatedAlways: true }),
      ),
      {},
    );
    expect(text).toContain(
      'export interface ThingsTable {\n  id: GeneratedAlways<string>;\n  amount: Numeric | null;\n  created_at: Generated<Timestamp>;\n  tags: Generated<string[]>;\n  search_text: GeneratedAlways<string | null>;\n}',
    );
    expect(text).toContain('  things: ThingsTable;');
  });

  it('applies overrides and imports only what it uses', () => {
    const text = renderTypes(schema(column('status', 'text', { hasDefault: true }), column('copy', 'text', { nullable: true })), {
      'things.status': "'open' | 'closed'",
      'things.copy': { readOnly: true, doc: 'Kept by a trigger.' },
    });
    expect(text).toContain("  status: Generated<'open' | 'closed'>;\n  /** Kept by a trigger. */\n  copy: GeneratedAlways<string | null>;");
    expect(text).not.toContain('@keel/shared');
  });

  it('refuses an override of a column that does not exist and a type it cannot map', () => {
    expect(() => renderTypes(schema(column('a', 'text')), { 'things.gone': 'string' })).toThrow(/things\.gone/);
    expect(() => renderTypes(schema(column('span', 'interval')), {})).toThrow(/things\.span \(interval\)/);
  });
});
