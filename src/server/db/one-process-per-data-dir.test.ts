import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplate } from '../test-utils/db-templates';
import { listeningUrl, serverEntry, spawnServer, type ServerProcess } from '../test-utils/server-process';
import { lockPaths } from './data-dir-lock';
import { openPglite } from './pglite';

/**
 * Real server processes on one DATA_DIR (embedded PGlite): the second one must stop at boot, and a holder
 * killed with SIGKILL must not keep the directory from the next start.
 */
let dataDir: string;
const started: ServerProcess[] = [];
const start = () => {
  const server = spawnServer({ DATA_DIR: dataDir });
  started.push(server);
  return server;
};

beforeAll(async () => {
  serverEntry();
  dataDir = mkdtempSync(join(tmpdir(), 'caseback-lock-'));
  // A seeded data directory on disk, so that the servers boot without seeding.
  const db = await openPglite(join(dataDir, 'pglite'), { from: pgliteTemplate('seeded') });
  await db.close();
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

const healthy = async (url: string) => (await fetch(`${url}/healthz`)).status;

it('lets one server process at a time use a data directory, and recovers the lock of a killed one', async () => {
  const first = start();
  const firstUrl = await listeningUrl(first);

  const second = start();
  const refused = await second.exited;
  expect(refused.code).toBe(1);
  expect(second.output()).toContain(
    `Cannot start: The database directory ${join(dataDir, 'pglite')} is in use by server process ${first.pid}`,
  );
  expect(await healthy(firstUrl)).toBe(200);

  // A crash leaves the lock behind; the next start sees that its holder is gone and takes it.
  await first.stop('SIGKILL');
  expect(existsSync(lockPaths(join(dataDir, 'pglite')).lock)).toBe(true);
  const third = start();
  expect(await healthy(await listeningUrl(third))).toBe(200);

  // A clean stop releases it.
  expect(await third.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  expect(existsSync(lockPaths(join(dataDir, 'pglite')).lock)).toBe(false);
  expect(existsSync(lockPaths(join(dataDir, 'pglite')).owner)).toBe(false);
});
