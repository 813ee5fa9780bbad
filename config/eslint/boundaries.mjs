// The import boundaries of DESIGN.md as one ESLint rule, so that every file is held to every boundary of its
// folder: ESLint's own `no-restricted-imports`, configured in several blocks, lets a later block replace an
// earlier one for the files both match, and checks no dynamic `import()`. Relative imports are resolved against
// the importing file, so `../search/x` from features/home is caught as surely as `features/search/x`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Client folders every feature may use, which in turn import no feature. */
const SHARED_CLIENT = ['components', 'lib', 'analytics', 'api', 'events'];
/** The one module allowed to wrap react-redux's raw hooks with the store's types. */
const TYPED_HOOKS_MODULE = path.join(ROOT, 'src/client/app/hooks.ts');
/** The HTTP layer's error, which the domain must not throw (it throws domain/errors). */
const HTTP_ERROR_MODULE = path.join(ROOT, 'src/server/lib/http-error');
const GENERATED = /\.gen(\.[cm]?[jt]sx?|\.json)?$/;

/**
 * Where a file sits: its side (client, server, common or outside src/), the folder under that side (`area`),
 * and for client features the feature's name.
 */
export function locate(file) {
  const [top, side, area, sub] = path.relative(ROOT, file).split(path.sep);
  if (top !== 'src' || !['client', 'server', 'common'].includes(side)) return { side: 'outside' };
  return {
    side,
    area,
    feature: side === 'client' && area === 'features' ? sub : undefined,
    subarea: side === 'server' ? sub : undefined,
  };
}

/** Boundaries between two project files: each returns why `from` may not import `to`, or nothing. */
const FILE_BOUNDARIES = [
  (from, to) =>
    from.area === 'features' &&
    to.area === 'features' &&
    from.feature !== to.feature &&
    `Features do not import each other (${from.feature} -> ${to.feature}): compose them in app/.`,
  (from, to) =>
    from.side === 'client' &&
    SHARED_CLIENT.includes(from.area) &&
    to.side === 'client' &&
    to.area === 'features' &&
    `Shared client code (${from.area}/) imports no feature (${to.feature}).`,
  (from, to) =>
    from.side === 'client' &&
    from.area === 'api' &&
    to.side === 'client' &&
    to.area === 'app' &&
    'The api layer imports no app code.',
  (from, to) => from.side === 'client' && to.side === 'server' && 'The client never imports server code.',
  (from, to) => from.side === 'server' && to.side === 'client' && 'The server never imports client code.',
  (from, to) =>
    from.side === 'common' &&
    (to.side === 'client' || to.side === 'server') &&
    `Common code imports neither client nor server code (${to.side}).`,
  // Test support may read the contract's examples (MSW answers with them); the shop itself goes through api/.
  // The compiled message catalogue is generated too, and read by its one loader in lib/ (a chunk per language).
  (from, to, target) =>
    from.side === 'client' &&
    from.area !== 'api' &&
    from.area !== 'test-utils' &&
    to.generated &&
    !(from.area === 'lib' && target.includes('/src/common/i18n/compiled/')) &&
    'Only client/api imports generated files: import from client/api.',
  (from, to) =>
    from.side === 'server' &&
    from.area === 'domain' &&
    to.side === 'server' &&
    (to.area === 'routes' || to.area === 'plugins') &&
    `Domain code has no HTTP in it (server/${to.area}).`,
  (from, to, target) =>
    from.side === 'server' &&
    from.area === 'domain' &&
    target === HTTP_ERROR_MODULE &&
    'Domain code throws domain errors (domain/errors), not HTTP errors: plugins/domain-errors maps them.',
  // Pages and imagery are served by routes; the domain only hands facts to the mail templates (render/mail).
  (from, to) =>
    from.side === 'server' &&
    from.area === 'domain' &&
    to.side === 'server' &&
    (to.area === 'media' || (to.area === 'render' && to.subarea === 'pages')) &&
    `Domain code renders no page or imagery (server/${to.area}${to.subarea ? `/${to.subarea}` : ''}).`,
  (from, to) =>
    from.side === 'server' &&
    (from.area === 'render' || from.area === 'media') &&
    to.side === 'server' &&
    (to.area === 'routes' || to.area === 'plugins') &&
    `Renderers turn data into HTML or SVG; routes send it (server/${to.area}).`,
];

/** Boundaries on packages: each returns why `from` may not import `names` (or all, `*`) of package `source`. */
const PACKAGE_BOUNDARIES = [
  (from, source, names, file) =>
    from.side === 'client' &&
    file !== TYPED_HOOKS_MODULE &&
    source === 'react-redux' &&
    names.some((name) => name === '*' || name === 'useDispatch' || name === 'useSelector') &&
    'Use the typed hooks from app/hooks (useAppDispatch, useAppSelector), not the raw react-redux ones.',
  (from, source) =>
    from.side === 'server' &&
    ['domain', 'render', 'media'].includes(from.area) &&
    /^(fastify|@fastify\/[^/]+)(\/|$)/.test(source) &&
    `${from.area === 'domain' ? 'Domain' : `${from.area}/`} code has no HTTP in it (${source}).`,
];

/** The names an import or re-export takes from its module; `*` when it takes the whole module. */
function importedNames(node) {
  if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') return ['*'];
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration' && specifiers.length === 0) return [];
  return specifiers.map((s) => {
    if (s.type === 'ImportSpecifier') return s.imported.name ?? s.imported.value;
    if (s.type === 'ExportSpecifier') return s.local.name ?? s.local.value;
    return s.type === 'ImportDefaultSpecifier' ? 'default' : '*';
  });
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'The import boundaries of DESIGN.md, resolved against the importing file.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = locate(file);
    if (from.side === 'outside') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message });
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        const to = { ...locate(target), generated: GENERATED.test(target) };
        FILE_BOUNDARIES.map((boundary) => boundary(from, to, target.replace(/\.ts$/, '')))
          .filter(Boolean)
          .forEach(report);
      } else {
        const names = importedNames(node);
        PACKAGE_BOUNDARIES.map((boundary) => boundary(from, source, names, file))
          .filter(Boolean)
          .forEach(report);
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
