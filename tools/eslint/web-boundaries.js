import path from 'node:path';

/**
 * The web app's dependency arrows ("Features never import each other; a route module composes
 * them", docs/architecture.md), checked on every import of apps/web/src by its resolved path, so a relative
 * path, an alias or a dynamic import are judged alike:
 *
 *   app/  ──►  features/<x>/  ──►  components/  ──►  lib/
 *                                        └──────────►  config/, content/
 *
 * - app/ (router, providers, layouts, route modules) may import everything: it composes features,
 *   passing one feature's parts into another as props, render props, callbacks or a context.
 * - features/<x>/ may import its own folder, components/, lib/, config/ and content/; never another
 *   feature (features/<y>/) and never app/.
 * - components/ may import components/, lib/, config/ and content/; never a feature or app/.
 * - lib/, config/ and content/ may import lib/, config/ and content/ only.
 * - test/ (shared test set-up, fixtures and renderApp) may import everything and may be imported by
 *   every zone: only test files use it.
 * - Files at the root of src/ (main.tsx, entry-server.tsx) may import everything.
 *
 * What two features share moves down to components/ or lib/ (a query-key prefix, a date helper, a
 * record link); what one feature lends another (a component with its own queries) is passed in by
 * the route module that shows them both.
 */

const LEAVES = ['lib', 'config', 'content', 'test'];
const ALLOWED = {
  features: ['components', ...LEAVES],
  components: ['components', ...LEAVES],
  lib: LEAVES,
  config: LEAVES,
  content: LEAVES,
};

/** 'features/dashboards' for a feature (the feature is its own zone), else the top folder under src/, or null outside it. */
function zoneOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { top: '', zone: '' };
  if (parts[0] === 'features') return { top: 'features', zone: parts.length > 2 ? `features/${parts[1]}` : 'features' };
  return { top: parts[0], zone: parts[0] };
}

function resolveTarget(specifier, file, srcRoot, aliases) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.resolve(srcRoot, target, specifier.slice(prefix.length));
  }
  if (path.isAbsolute(specifier)) return specifier;
  return null; // a package
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Enforce the web app's arrows: app → features → components → lib; features never import each other." },
    schema: [
      {
        type: 'object',
        properties: {
          /** The web app's src folder, relative to ESLint's working directory. */
          root: { type: 'string' },
          /** Import prefixes that stand for a folder under root, e.g. { '@/': '.' }. */
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        '{{from}} must not import {{to}}: features never import each other. Let a route module in app/ compose them (pass the piece in as a prop, render prop, callback or context), or move what both need to components/ or lib/.',
      upward: '{{from}} must not import {{to}}: {{fromTop}}/ may import only {{allowed}}.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const srcRoot = path.resolve(context.cwd, options.root ?? 'apps/web/src');
    const aliases = options.aliases ?? {};
    const file = context.filename;
    const from = zoneOf(srcRoot, file);
    if (!from || from.top === '' || from.top === 'app' || from.top === 'test') return {};
    const allowed = ALLOWED[from.top];
    if (!allowed) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(specifier, file, srcRoot, aliases);
      if (!target) return;
      const to = zoneOf(srcRoot, target);
      if (!to || to.zone === from.zone) return;
      if (from.top === 'features' && to.top === 'features') {
        context.report({ node, messageId: 'crossFeature', data: { from: from.zone, to: to.zone } });
        return;
      }
      if (!allowed.includes(to.top)) {
        context.report({
          node,
          messageId: 'upward',
          data: {
            from: from.zone,
            to: to.top === '' ? path.relative(srcRoot, target) : to.zone,
            fromTop: from.top,
            allowed: allowed.map((z) => `${z}/`).join(', '),
          },
        });
      }
    }

    const source = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // vi.mock('../../other-feature/x') reaches into another feature as surely as an import.
      CallExpression(node) {
        const callee = node.callee;
        const first = node.arguments[0];
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.object.name !== 'vi') return;
        if (callee.property.type !== 'Identifier' || !['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name))
          return;
        if (first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

/** ESLint plugin: `web-boundaries/feature-boundaries`. */
export default { meta: { name: 'web-boundaries' }, rules: { 'feature-boundaries': featureBoundaries } };
