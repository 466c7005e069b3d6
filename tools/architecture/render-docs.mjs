#!/usr/bin/env node
// Writes the generated parts of docs/architecture.md (modules by group, table owners, the
// allow-list) from tools/architecture/server-modules.json and allowlist.json, the same data the
// lint rules read. `--check` exits 1 when the document is out of date instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (f) => JSON.parse(fs.readFileSync(path.join(root, 'tools/architecture', f), 'utf8'));
const map = read('server-modules.json');
const { entries } = read('allowlist.json');
const docFile = path.join(root, 'docs/architecture.md');

const modulesOf = (group) =>
  Object.entries(map.modules)
    .filter(([, m]) => m.group === group)
    .map(([name]) => name);
const sections = {
  groups: [
    '| Group | May import | Modules |',
    '| --- | --- | --- |',
    ...Object.entries(map.groups).map(
      ([g, { dependsOn }]) => `| ${g} | ${dependsOn.join(', ') || '(nothing)'} | ${modulesOf(g).join(', ')} |`,
    ),
  ],
  public: [
    '| Module | Public files besides `*.service.ts` |',
    '| --- | --- |',
    ...Object.entries(map.modules)
      .filter(([, m]) => m.public?.length)
      .map(([name, m]) => `| ${name} | ${m.public.map((f) => `\`${f}\``).join(', ')} |`),
  ],
  tables: [
    '| Table | Owner module | Group |',
    '| --- | --- | --- |',
    ...Object.entries(map.tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([t, owner]) => `| \`${t}\` | ${owner} | ${map.modules[owner].group} |`),
  ],
  allowlist: [
    `${entries.length} entries (${entries.filter((e) => e.rule === 'table-owner').length} table writes, ${entries.filter((e) => e.rule !== 'table-owner').length} imports).`,
    '',
    '| Rule | From | To | Why it is still there |',
    '| --- | --- | --- | --- |',
    ...entries.map((e) => `| ${e.rule} | ${e.from} | \`${e.to}\` | ${e.reason.replace(/\|/g, '\\|')} |`),
  ],
};

let doc = fs.readFileSync(docFile, 'utf8');
for (const [name, lines] of Object.entries(sections)) {
  const pattern = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  if (!pattern.test(doc)) throw new Error(`docs/architecture.md lacks the generated:${name} markers`);
  doc = doc.replace(pattern, (_, open, close) => `${open}${lines.join('\n')}\n${close}`);
}
// Formatted as the repository's formatter would (npm run format:check), so the two never disagree.
doc = await prettier.format(doc, { ...(await prettier.resolveConfig(docFile)), filepath: docFile });
if (process.argv.includes('--check')) {
  if (doc !== fs.readFileSync(docFile, 'utf8')) {
    console.error('docs/architecture.md is out of date: run node tools/architecture/render-docs.mjs');
    process.exit(1);
  }
} else fs.writeFileSync(docFile, doc);
