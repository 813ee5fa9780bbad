#!/usr/bin/env node
// `npm run build:verifier`: the contract verifier as an npm package of its own, in build/verify-contract-package/
// (`npm pack` there makes the tarball backend teams install). Compiled JavaScript (tsc: the verifier, the
// scenarios and the shared contract code they import), the contract's YAML files (failures cite their lines),
// the JSON report's schema, and a package.json whose dependencies are only what the compiled code requires.
// Those dependencies are bundled (`bundleDependencies`, copied from the repository's node_modules at the
// versions it tests with): `npx --package ./the.tgz caseback-verify-contract` then needs no registry and no
// npm cache, as on a CI runner without access to a registry.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
export const PACKAGE_DIR = join(root, 'build/verify-contract-package');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The bare module names the compiled code requires (`ajv/dist/2020` -> `ajv`), builtins left out. */
function requiredPackages(dist) {
  const names = new Set();
  for (const file of filesUnder(dist).filter((f) => f.endsWith('.js'))) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)) {
      if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return [...names].sort();
}

/** The lockfile entries of `names` and everything they depend on, as the repository's lockfile pins them. */
export function pinnedClosure(names) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const entries = {};
  const queue = [...names];
  while (queue.length) {
    const name = queue.shift();
    const key = `node_modules/${name}`;
    if (entries[key]) continue;
    const pinned = lock.packages[key];
    if (!pinned)
      throw new Error(`package-lock.json has no ${key}: the verifier's dependency is not installed`);
    entries[key] = pinned;
    queue.push(...Object.keys(pinned.dependencies ?? {}));
  }
  return entries;
}

/** Copies the dependencies and theirs, as installed in the repository, into the package's node_modules. */
function bundleDependencies(names) {
  for (const key of Object.keys(pinnedClosure(names))) {
    cpSync(join(root, key), join(PACKAGE_DIR, key), { recursive: true });
  }
}

export function buildVerifierPackage() {
  rmSync(PACKAGE_DIR, { recursive: true, force: true });
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.verifier.json'], {
    cwd: root,
    stdio: 'inherit',
  });

  const template = JSON.parse(readFileSync(join(here, 'package.template.json'), 'utf8'));
  const { runtimeDependencies, ...manifest } = template;
  const required = requiredPackages(join(PACKAGE_DIR, 'dist'));
  const undeclared = required.filter((name) => !runtimeDependencies.includes(name));
  if (undeclared.length) {
    throw new Error(
      `The compiled verifier requires ${undeclared.join(', ')}, not in runtimeDependencies of ${relative(root, join(here, 'package.template.json'))}: declare it or stop importing it.`,
    );
  }
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const versions = { ...rootManifest.devDependencies, ...rootManifest.dependencies };
  // Exactly the versions the repository tests with (and that `npm ci` put in npm's cache).
  manifest.dependencies = Object.fromEntries(required.map((name) => [name, versions[name]]));
  manifest.bundleDependencies = required;
  bundleDependencies(required);

  mkdirSync(join(PACKAGE_DIR, 'openapi'), { recursive: true });
  for (const name of readdirSync(join(root, 'openapi')).filter((n) => n.endsWith('.yaml'))) {
    copyFileSync(join(root, 'openapi', name), join(PACKAGE_DIR, 'openapi', name));
  }
  cpSync(join(here, 'bin'), join(PACKAGE_DIR, 'bin'), { recursive: true });
  chmodSync(join(PACKAGE_DIR, 'bin/caseback-verify-contract.js'), 0o755);
  copyFileSync(
    join(root, 'scripts/verify-contract/report.schema.json'),
    join(PACKAGE_DIR, 'report.schema.json'),
  );
  copyFileSync(join(here, 'README.md'), join(PACKAGE_DIR, 'README.md'));
  copyFileSync(join(here, 'LICENSE.md'), join(PACKAGE_DIR, 'LICENSE.md'));
  writeFileSync(join(PACKAGE_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir: PACKAGE_DIR, manifest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { dir, manifest } = buildVerifierPackage();
  const deps = Object.entries(manifest.dependencies)
    .map(([n, v]) => `${n}@${v}`)
    .join(', ');
  console.log(
    `${manifest.name}@${manifest.version} in ${relative(root, dir)} (dependencies: ${deps}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
