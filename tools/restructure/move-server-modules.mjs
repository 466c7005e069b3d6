#!/usr/bin/env node
// Moves every server module from apps/server/src/modules/<module>/ to apps/server/src/<group>/<module>/,
// the group read from tools/architecture/server-modules.json (docs/architecture.md, decision 0045),
// and rewrites every relative import that crosses a moved folder: each specifier is resolved to a
// file path as it stands before the move, then made relative again from where the importing file
// stands after it. Path mentions in comments and docs ('apps/server/src/modules/<module>') follow.
//
//   node tools/restructure/move-server-modules.mjs [--dry-run] [--allow-dirty]
//
// Re-runnable: with nothing left under src/modules it says so and changes nothing; a module missing
// from the map stops it before anything moves. Run it on a clean tree (after merging the branches
// whose edits are to the old paths), then `npm run typecheck && npm run lint`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const fail = (message) => {
  console.error(`move-server-modules: ${message}`);
  process.exit(1);
};

const map = JSON.parse(fs.readFileSync(path.join(root, 'tools/architecture/server-modules.json'), 'utf8'));
const srcDir = path.join(root, 'apps/server/src');
const modulesDir = path.join(srcDir, 'modules');

const present = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
  : [];
if (present.length === 0) {
  console.log('move-server-modules: nothing under apps/server/src/modules: already moved, nothing to do.');
  process.exit(0);
}
const unknown = present.filter((m) => !map.modules[m]);
if (unknown.length) fail(`no group for ${unknown.join(', ')}: add them to tools/architecture/server-modules.json (modules) first.`);
const clashes = present.filter((m) => fs.existsSync(path.join(srcDir, map.modules[m].group, m)));
if (clashes.length)
  fail(`already present in their group folder: ${clashes.map((m) => `${map.modules[m].group}/${m}`).join(', ')}; resolve by hand.`);
if (!args.has('--allow-dirty') && !dryRun && git('status', '--porcelain', '--untracked-files=no').trim())
  fail('the working tree has changes: commit or stash them first (or pass --allow-dirty).');

const moves = present.map((m) => ({ module: m, from: path.join(modulesDir, m), to: path.join(srcDir, map.modules[m].group, m) }));
/** Where a path (file or folder, existing or not) stands after the move. */
function after(p) {
  for (const { from, to } of moves) if (p === from || p.startsWith(from + path.sep)) return to + p.slice(from.length);
  return p;
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const TEXT = /\.(?:md|css|json|ya?ml|html|txt)$/;
const SKIP = [/^docs\/decisions\//, /(^|\/)package-lock\.json$/, /^tools\/restructure\//, /(^|\/)node_modules\//];
const tracked = git('ls-files', '-z')
  .split('\0')
  .filter((f) => f && (CODE.test(f) || TEXT.test(f)) && !SKIP.some((r) => r.test(f)));

// A relative specifier in a string literal: './x', '../x' (import, export … from, import(), vi.mock, new URL …).
// Never a bare '.' or '..': those are ordinary strings far more often (split('.'), a path part '..').
const SPECIFIER = /(['"`])(\.{1,2}\/[^'"`\n$]*)\1/g;
const names = present.map((m) => m.replace(/[-]/g, '\\-')).join('|');
const MENTION = new RegExp(`(^|[^\\w.-])((?:apps/server/src/|server/src/|src/)?)modules/(${names})(?=[/'"\`\\s).,;:]|$)`, 'gm');

let rewrittenImports = 0;
let rewrittenMentions = 0;
const writes = [];
for (const rel of tracked) {
  const file = path.join(root, rel);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  const newFile = after(file);
  let next = text;
  if (CODE.test(rel)) {
    next = next.replace(SPECIFIER, (whole, quote, spec) => {
      const target = path.resolve(path.dirname(file), spec);
      if (after(target) === target && newFile === file) return whole;
      let moved = path.relative(path.dirname(newFile), after(target)).split(path.sep).join('/');
      if (!moved.startsWith('.')) moved = `./${moved}`;
      if (spec.endsWith('/') && !moved.endsWith('/')) moved += '/';
      if (moved === spec || path.resolve(path.dirname(newFile), moved) !== after(target)) return whole;
      rewrittenImports += 1;
      return `${quote}${moved}${quote}`;
    });
  }
  next = next.replace(MENTION, (whole, before, prefix, module) => {
    rewrittenMentions += 1;
    return `${before}${prefix}${map.modules[module].group}/${module}`;
  });
  if (next !== text) writes.push({ rel, newFile, next });
}

for (const { module, to } of moves) console.log(`  modules/${module} -> ${path.relative(srcDir, to)}`);
console.log(
  `move-server-modules: ${moves.length} modules, ${rewrittenImports} imports and ${rewrittenMentions} path mentions rewritten in ${writes.length} files.`,
);
if (dryRun) {
  for (const w of writes) console.log(`  would rewrite ${w.rel}`);
  process.exit(0);
}

for (const { from, to } of moves) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  git('mv', path.relative(root, from), path.relative(root, to));
}
for (const { newFile, next } of writes) fs.writeFileSync(newFile, next);
if (fs.existsSync(modulesDir) && fs.readdirSync(modulesDir).length === 0) fs.rmdirSync(modulesDir);
git('add', '-A', 'apps/server/src', ...writes.map((w) => path.relative(root, w.newFile)));
console.log('move-server-modules: done (staged). Next: npm run typecheck && npm run lint');
