// Lint rules for the server's architecture (docs/architecture.md, decision 0045). They read one data
// file, tools/architecture/server-modules.json (groups, modules, table owners), and one allow-list,
// tools/architecture/allowlist.json (known violations, each with a reason, to shrink over time).
// A file's module and group come from its path, in either layout:
//   apps/server/src/modules/<module>/…   (before tools/restructure/move-server-modules.mjs)
//   apps/server/src/<group>/<module>/…   (after it)
// Tests (*.test.ts, *.test-support.ts, src/test/, src/fuzz/) and migrations are not checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, 'tools/architecture', file), 'utf8'));
export const architecture = readJson('server-modules.json');
export const allowlist = readJson('allowlist.json').entries;

const SERVER_SRC = 'apps/server/src/';
const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** A raw write whose table is an interpolation (`insert into ${table}`): its owner cannot be checked. */
const RAW_COMPUTED_WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?$/i;
const COMPUTED = '(computed table)';

const toPosix = (file) => file.split(path.sep).join('/');

/** Where a server file sits: its module and group, or null outside any module (app.ts, lib, db, plugins …). */
export function locate(absoluteFile) {
  const rel = toPosix(path.relative(root, absoluteFile));
  if (!rel.startsWith(SERVER_SRC)) return null;
  const [first, second] = rel.slice(SERVER_SRC.length).split('/');
  let module;
  if (first === 'modules') module = second;
  else if (architecture.groups[first] && architecture.modules[second]?.group === first) module = second;
  if (!module || !architecture.modules[module]) return { rel, module: null, group: null };
  return { rel, module, group: architecture.modules[module].group };
}

export function isExempt(rel) {
  return (
    /\.test\.tsx?$|\.test-support\.ts$/.test(rel) ||
    rel.startsWith(`${SERVER_SRC}test/`) ||
    rel.startsWith(`${SERVER_SRC}fuzz/`) ||
    rel.startsWith(`${SERVER_SRC}db/migrations/`)
  );
}

const allowed = (rule, from, to) => allowlist.some((e) => e.rule === rule && e.from === from && e.to === to);

/** The module file an import specifier names, with its extension (imports omit '.ts'). */
function importTarget(context, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const resolved = path.resolve(path.dirname(context.filename), source);
  const where = locate(resolved);
  if (!where?.module) return null;
  const base = path.basename(resolved);
  return { ...where, file: /\.[cm]?[jt]sx?$/.test(base) ? base : `${base}.ts` };
}

function forEachImport(context, check) {
  const visit = (node) => node.source && node.source.type === 'Literal' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

function serverModuleFile(context) {
  const here = locate(context.filename);
  if (!here || isExempt(here.rel)) return null;
  return here;
}

const publicSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Another module may import only a module's *.service.ts or the files it lists as public" },
    messages: {
      repository:
        "'{{file}}' is module '{{to}}''s repository: call its service instead (DESIGN: server modules never reach into another module's repository).",
      routes: "'{{file}}' registers module '{{to}}''s routes: only app.ts mounts routes.",
      private:
        "'{{file}}' is private to module '{{to}}': import its *.service.ts, or list the file under modules.{{to}}.public in tools/architecture/server-modules.json.",
    },
    schema: [],
  },
  create(context) {
    const here = serverModuleFile(context);
    if (!here?.module) return {};
    return forEachImport(context, (node, source) => {
      const target = importTarget(context, source);
      if (!target || target.module === here.module) return;
      const { file, module: to } = target;
      if (file.endsWith('.service.ts') || architecture.modules[to].public?.includes(file)) return;
      if (allowed('public-surface', here.module, `${to}/${file}`)) return;
      const messageId = file.endsWith('.repository.ts') ? 'repository' : file.endsWith('.routes.ts') ? 'routes' : 'private';
      context.report({ node: node.source, messageId, data: { file, to } });
    });
  },
};

const groupDependencies = {
  meta: {
    type: 'problem',
    docs: { description: 'A server group imports only the groups it depends on (platform imports no domain)' },
    messages: {
      platform:
        "Platform module '{{from}}' may not import '{{to}}' of the {{toGroup}} group: platform knows no domain (invert the dependency: the domain registers with the platform).",
      group: "The {{fromGroup}} group may not import the {{toGroup}} group ('{{from}}' imports '{{to}}'); allowed: {{allowed}}.",
    },
    schema: [],
  },
  create(context) {
    const here = serverModuleFile(context);
    if (!here?.module) return {};
    const allowedGroups = architecture.groups[here.group].dependsOn;
    return forEachImport(context, (node, source) => {
      const target = importTarget(context, source);
      if (!target || target.group === here.group || allowedGroups.includes(target.group)) return;
      if (allowed('group-dependencies', here.module, target.module)) return;
      context.report({
        node: node.source,
        messageId: here.group === 'platform' ? 'platform' : 'group',
        data: {
          from: here.module,
          to: target.module,
          fromGroup: here.group,
          toGroup: target.group,
          allowed: allowedGroups.join(', ') || 'none',
        },
      });
    });
  },
};

const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owner module writes a table (tools/architecture/server-modules.json, tables)' },
    messages: {
      foreign: "Table '{{table}}' is written only by module '{{owner}}' ({{where}} writes it): call a function of its service.",
      computed:
        "A write to a computed table in module '{{module}}': its owner cannot be checked; write each table by name in its owner module (or allow-list it with a reason).",
    },
    schema: [],
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || isExempt(here.rel)) return {};
    const check = (node, table) => {
      const owner = architecture.tables[table];
      if (!owner || owner === here.module) return;
      const from = here.module ?? here.rel;
      if (allowed('table-owner', from, table)) return;
      context.report({ node, messageId: 'foreign', data: { table, owner, where: here.module ? `module '${here.module}'` : here.rel } });
    };
    // Inside a module only: the shared helpers of lib/ take the table from their module's caller.
    const computed = (node) => {
      if (here.module && !allowed('table-owner', here.module, COMPUTED))
        context.report({ node, messageId: 'computed', data: { module: here.module } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITE_METHODS.has(callee.property.name)) return;
        const arg = node.arguments[0];
        if (arg?.type === 'Literal' && typeof arg.value === 'string') check(node, arg.value.trim().split(/\s+/)[0]);
        else if (arg) computed(node);
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type !== 'Identifier' || tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ');
        for (const match of text.matchAll(RAW_WRITE)) check(node, match[1].toLowerCase());
        if (node.quasi.quasis.slice(0, -1).some((q) => RAW_COMPUTED_WRITE.test(q.value.cooked ?? q.value.raw))) computed(node);
      },
    };
  },
};

export default {
  meta: { name: 'keel-architecture' },
  rules: { 'public-surface': publicSurface, 'group-dependencies': groupDependencies, 'table-owner': tableOwner },
};
