// Packs build/verify-contract-package and runs the tarball as a backend team would, with the one command of the
// package README (`npx --package ./the.tgz caseback-verify-contract ...`) from an empty folder: offline, and
// with an npm cache of its own that starts empty, which proves that the tarball needs neither a registry nor
// anything cached (its dependencies are bundled, see build.mjs). Used by `npm test` ("Contract verifier
// package") and by hand: `node scripts/verify-contract/package/install.mjs DIR [verifier arguments]` (default
// `--help`).
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_DIR } from './build.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

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

/**
 * Runs the verifier from the tarball with npx in the empty folder `dir`, offline, with the npm cache in
 * `dir/npm-cache` (created empty); the verifier's exit code.
 */
export function npxVerifier(tarball, dir, args, env = {}) {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length) throw new Error(`${dir} is not empty`);
  const command = [
    '--offline',
    '--yes',
    '--cache',
    join(dir, 'npm-cache'),
    '--package',
    tarball,
    'caseback-verify-contract',
    ...args,
  ];
  const result = spawnSync(npx, command, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status;
}

/** The packages npx installed for the run in `dir` (name@version), bundled ones included. */
export function installedPackages(dir) {
  const npxDir = join(dir, 'npm-cache/_npx');
  const lockfile = (existsSync(npxDir) ? readdirSync(npxDir) : [])
    .map((name) => join(npxDir, name, 'node_modules/.package-lock.json'))
    .find((path) => existsSync(path));
  if (!lockfile) throw new Error(`npx installed nothing under ${npxDir}`);
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
  return Object.entries(lock.packages)
    .map(([key, value]) => `${key.replace(/^.*node_modules\//, '')}@${value.version}`)
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, ...args] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node scripts/verify-contract/package/install.mjs EMPTY-DIR [arguments]');
  const tarball = packVerifier(`${dir}-tarball`);
  const code = npxVerifier(tarball, dir, args.length ? args : ['--help']);
  console.log(`${tarball}\ninstalled: ${installedPackages(dir).join(', ')}\nexit code ${code}`);
  process.exitCode = code ?? 1;
}
