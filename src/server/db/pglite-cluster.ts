import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../lib/paths';

/**
 * What PGlite's PostgreSQL may hold in its WebAssembly memory, which never shrinks: PostgreSQL's defaults
 * (128 MB of shared buffers, 64 MB per index build) grew it to 470-530 MiB. The buffers of a WASM process
 * sit above the host's page cache anyway (each miss is a file read through Node), and the shop's hot reads
 * are served by the catalogue cache. 16 MB of buffers made bulk loads slower (the seed of 2,000 extra watches
 * no longer fit a test's 30 s) and an uncached search at 20,000 products read its table from the file system:
 * 32 MB is the compromise. Durability is untouched: PGlite's own defaults (`-F`) stay as they are.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  wal_buffers: '512kB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
};

export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** The installed PGlite's version: a cluster made by one version is not opened by another. */
function pgliteVersion(): string {
  const pkg = join(require.resolve('@electric-sql/pglite'), '../../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

const templateFile = () => join(projectRoot(), 'build/pglite', `cluster-${pgliteVersion()}.tar`);

// Run by a child process: initdb into memory, the data directory as an uncompressed tarball, written whole
// (a temporary name, then a rename, so a reader never sees half a file).
const MAKE_TEMPLATE = `
const { PGlite } = require(process.argv[1]);
const { renameSync, writeFileSync } = require('node:fs');
(async () => {
  const db = await PGlite.create({ startParams: JSON.parse(process.argv[3]) });
  const tar = await db.dumpDataDir('none');
  await db.close();
  const tmp = process.argv[2] + '.' + process.pid;
  writeFileSync(tmp, Buffer.from(await tar.arrayBuffer()));
  renameSync(tmp, process.argv[2]);
})();`;

/**
 * A freshly initialised, empty PostgreSQL cluster of this PGlite version, as a tarball to open a new data
 * directory `from`. initdb is what made a first boot peak at 892 MiB: PGlite runs it in a second PostgreSQL
 * instance beside the server's, plus a copy of that instance's whole memory (over 700 MiB together). A child
 * process does it once per installation (`build/pglite/`), so the server only ever unpacks the result
 * (40 MiB, about a tenth of the time of initdb).
 */
export async function clusterTemplate(): Promise<Blob> {
  const file = templateFile();
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true });
    // Asynchronous: the data directory's lock is refreshed meanwhile (a blocked process would lose it).
    await promisify(execFile)(process.execPath, [
      '-e',
      MAKE_TEMPLATE,
      require.resolve('@electric-sql/pglite'),
      file,
      JSON.stringify(pgliteStartParams()),
    ]);
  }
  return new Blob([readFileSync(file)]);
}

/** Whether `dataDir` holds no cluster yet (PostgreSQL writes PG_VERSION first thing). */
export const isNewDataDir = (dataDir: string): boolean => !existsSync(join(dataDir, 'PG_VERSION'));
