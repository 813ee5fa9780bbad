// No import cycles between the project's files, type-only imports included. A cycle of values makes the order
// modules initialise in matter (a value read before its module has run); a cycle through types is no bug at
// run time, but it ties two modules into one that can be neither understood nor moved apart, which is why
// eslint-plugin-import-x's `no-cycle` (it skips type-only imports) is not enough here.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SCRIPT = /\.(m?[jt]sx?)$/;

/** The project file a relative import names (extension and `index` optional), or null outside the project. */
function resolveImport(fromFile, source) {
  const base = path.resolve(path.dirname(fromFile), source);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * Each file's relative imports of every kind (static, type-only, re-exports, `import()`). Kept between the
 * files of a run, and checked against the file's modification time once per linted file, for editors that
 * keep ESLint running.
 */
const importsCache = new Map();
let lintPass = 0;
function importsOf(file) {
  const cached = importsCache.get(file);
  if (cached?.pass === lintPass) return cached.imports;
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (cached && cached.mtime === mtime) {
    cached.pass = lintPass;
    return cached.imports;
  }
  const text = mtime !== undefined && SCRIPT.test(file) ? readFileSync(file, 'utf8') : '';
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((source) => source.startsWith('.'))
    .map((source) => resolveImport(file, source))
    .filter((target) => target !== null);
  importsCache.set(file, { mtime, pass: lintPass, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or null when `start` does not lead back. */
function chainBack(start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const next of importsOf(current)) {
      if (next === file) {
        const chain = [];
        for (let at = current; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between project files, type-only imports included.' },
    schema: [],
  },
  create(context) {
    lintPass += 1;
    const file = path.resolve(context.filename);
    const root = context.cwd;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveImport(file, source);
      const chain = target && chainBack(target, file);
      if (!chain) return;
      const names = [file, ...chain, file].map((f) => path.relative(root, f));
      context.report({ node, message: `Import cycle: ${names.join(' -> ')}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
