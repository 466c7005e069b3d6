import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture rules (docs/architecture.md) run with the repository's own ESLint config on
// code placed, virtually, in a module: each deliberate violation fails, in the folder layout of
// today (src/modules/<module>) and after tools/restructure/move-server-modules.mjs (src/<group>/<module>).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('keel-architecture/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const layouts = [
  {
    name: 'modules layout',
    at: (_group: string, module: string) => `modules/${module}`,
    to: (_group: string, module: string) => `../${module}`,
  },
  {
    name: 'grouped layout',
    at: (group: string, module: string) => `${group}/${module}`,
    to: (group: string, module: string) => `../../${group}/${module}`,
  },
];

describe.each(layouts)('architecture lint, $name', ({ at, to }) => {
  it("fails on an import of another module's repository, and passes its service", async () => {
    const file = `${at('crm', 'inquiries')}/broken.service.ts`;
    const bad = await problems(
      file,
      `import { insertContact } from '${to('crm', 'contacts')}/contacts.repository';\nexport const x = insertContact;\n`,
    );
    expect(bad).toEqual([
      expect.stringMatching(/^keel-architecture\/public-surface: 'contacts\.repository\.ts' is module 'contacts''s repository/),
    ]);
    const good = await problems(
      file,
      `import { createContact } from '${to('crm', 'contacts')}/contacts.service';\nexport const x = createContact;\n`,
    );
    expect(good).toEqual([]);
  });

  it("fails on an import of another module's private file or routes", async () => {
    const file = `${at('recruitment', 'jobs')}/broken.service.ts`;
    const bad = await problems(
      file,
      `import { x } from '${to('recruitment', 'applicants')}/applicant-view';\nimport { y } from '${to('recruitment', 'applicants')}/applicants.routes';\nexport const z = [x, y];\n`,
    );
    expect(bad).toEqual([
      expect.stringMatching(/public-surface: 'applicant-view\.ts' is private to module 'applicants'/),
      expect.stringMatching(/public-surface: 'applicants\.routes\.ts' registers module 'applicants''s routes/),
    ]);
  });

  it('fails on platform importing a domain group', async () => {
    const bad = await problems(
      `${at('platform', 'mail')}/broken.ts`,
      `import { x } from '${to('crm', 'contacts')}/contacts.service';\nexport const y = x;\n`,
    );
    expect(bad).toEqual([expect.stringMatching(/group-dependencies: Platform module 'mail' may not import 'contacts' of the crm group/)]);
  });

  it('fails on a group importing a group it does not depend on', async () => {
    const bad = await problems(
      `${at('identity', 'users')}/broken.ts`,
      `import { x } from '${to('analytics', 'reports')}/reports.service';\nexport const y = x;\n`,
    );
    expect(bad).toEqual([expect.stringMatching(/group-dependencies: The identity group may not import the analytics group/)]);
  });

  it("fails on a write to another module's table, by Kysely or raw SQL, and passes the owner's", async () => {
    const code = [
      "import { sql } from 'kysely';",
      'export async function f(db: any) {',
      "  await db.insertInto('contacts').values({}).execute();",
      "  await db.updateTable('deals as d').set({}).execute();",
      "  await db.deleteFrom('companies').execute();",
      '  await sql`update jobs set title = ${1}`.execute(db);',
      '  await sql`insert into contacts (id) values (1) on conflict do update set id = 1`.execute(db);',
      "  await db.selectFrom('contacts').selectAll().execute();",
      '}',
    ].join('\n');
    const bad = await problems(`${at('workspace', 'search')}/broken.repository.ts`, code);
    expect(bad.map((m) => m.match(/Table '(\w+)'/)?.[1])).toEqual(['contacts', 'deals', 'companies', 'jobs', 'contacts']);
    expect(bad.every((m) => m.startsWith('keel-architecture/table-owner:'))).toBe(true);
    const owner = await problems(
      `${at('crm', 'contacts')}/fine.repository.ts`,
      "export const f = (db: any) => db.insertInto('contacts').values({}).execute();\n",
    );
    expect(owner).toEqual([]);
  });

  it('fails on a write whose table is computed, which no owner check can see', async () => {
    const code =
      "import { sql } from 'kysely';\nexport const f = (db: any, t: string) => Promise.all([db.updateTable(t).set({}).execute(), sql`delete from ${sql.id(t)} where id = 1`.execute(db)]);\n";
    const bad = await problems(`${at('workspace', 'search')}/broken.repository.ts`, code);
    expect(bad).toEqual([
      expect.stringMatching(/table-owner: A write to a computed table in module 'search'/),
      expect.stringMatching(/computed table/),
    ]);
  });

  it('leaves tests free to import and write what they need', async () => {
    const code = `import { x } from '${to('crm', 'contacts')}/contacts.repository';\nexport const f = (db: any) => db.insertInto('deals').values(x).execute();\n`;
    expect(await problems(`${at('platform', 'mail')}/fixture.test.ts`, code)).toEqual([]);
  });
});

describe('the architecture data', () => {
  it('gives every table the migrations create one owner module, and every module a group', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const map = JSON.parse(await readFile(path.join(root, 'tools/architecture/server-modules.json'), 'utf8'));
    const dir = path.join(root, 'apps/server/src/db/migrations');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const created = new Set<string>();
    for (const f of files) {
      for (const m of (await readFile(path.join(dir, f), 'utf8')).matchAll(/create table (?:if not exists )?"?([a-z_]+)/gi))
        created.add(m[1]!);
    }
    expect(created.size).toBeGreaterThan(40);
    expect([...created].filter((t) => !map.tables[t])).toEqual([]);
    for (const owner of Object.values(map.tables) as string[]) expect(map.modules[owner], owner).toBeDefined();
    for (const { group } of Object.values(map.modules) as Array<{ group: string }>) expect(map.groups[group], group).toBeDefined();
  });

  it('is what docs/architecture.md shows (its tables are generated from it)', async () => {
    const { execFileSync } = await import('node:child_process');
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'tools/architecture/render-docs.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
