// Packs build/verify-contract-package and installs the tarball into an empty folder as a backend team would,
// but from npm's cache only: the repository's `npm ci` put the verifier's dependencies there (by integrity),
// and a lockfile written here from the repository's pins lets npm find them without asking the registry for
// metadata it never cached. Used by `npm test` ("Contract verifier package") and by hand:
// `node scripts/verify-contract/package/install.mjs DIR` leaves an installed copy in DIR.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_DIR } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const REGISTRY = 'https://registry.npmjs.org';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm pack` of the built package into `dest`; the tarball's path. */
export function packVerifier(dest) {
  mkdirSync(dest, { recursive: true });
  const out = execFileSync(npm, ['pack', '--pack-destination', dest, '--json'], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return join(dest, JSON.parse(out)[0].filename);
}

/** The lockfile entries of `names` and everything they depend on, as the repository's lockfile pins them. */
function pinnedClosure(names) {
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
    const { version, integrity, license, dependencies, bin, engines } = pinned;
    const tarball = `${name.split('/').pop()}-${version}.tgz`;
    entries[key] = {
      version,
      resolved: `${REGISTRY}/${name}/-/${tarball}`,
      integrity,
      license,
      dependencies,
      bin,
      engines,
    };
    queue.push(...Object.keys(dependencies ?? {}));
  }
  return entries;
}

/** Installs the tarball into the empty folder `dir` with `npm ci --offline`; the path of the package's bin. */
export function installVerifier(tarball, dir) {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length) throw new Error(`${dir} is not empty`);
  const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const spec = `file:${tarball}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'verifier-install-check', private: true, dependencies: { [manifest.name]: spec } }, null, 2)}\n`,
  );
  const lock = {
    name: 'verifier-install-check',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'verifier-install-check', dependencies: { [manifest.name]: spec } },
      [`node_modules/${manifest.name}`]: {
        version: manifest.version,
        resolved: spec,
        integrity,
        license: manifest.license,
        dependencies: manifest.dependencies,
        bin: manifest.bin,
        engines: manifest.engines,
      },
      ...pinnedClosure(Object.keys(manifest.dependencies)),
    },
  };
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  execFileSync(npm, ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return join(dir, 'node_modules/.bin/caseback-verify-contract');
}

/** The packages an install holds (name@version), to prove it carries nothing beyond the runtime dependencies. */
export function installedPackages(dir) {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .map(([key, value]) => `${key.replace(/^.*node_modules\//, '')}@${value.version}`)
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/verify-contract/package/install.mjs EMPTY-DIR');
  const tarball = packVerifier(dir + '-tarball');
  const bin = installVerifier(tarball, dir);
  console.log(`${tarball}\ninstalled: ${installedPackages(dir).join(', ')}\nrun: ${bin} --help`);
}
