import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLocked, lockDataDir, lockPaths } from './data-dir-lock';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dir = join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const failOnCompromise = {
  onCompromised: (err: Error) => {
    throw err;
  },
};
/** A lock directory and owner file as a process `pid` on `host` left them, refreshed `ageMs` ago. */
function leftBehind(pid: number, host = hostname(), ageMs = 0) {
  const paths = lockPaths(dir);
  mkdirSync(dir, { recursive: true });
  mkdirSync(paths.lock, { recursive: true });
  writeFileSync(paths.owner, JSON.stringify({ pid, host, since: '2026-11-26T01:00:00.000Z' }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(paths.lock, at, at);
}
/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;
const owner = () => JSON.parse(readFileSync(lockPaths(dir).owner, 'utf8')) as { pid: number };

describe('lockDataDir', () => {
  it('holds the directory until released, naming this process as the owner', async () => {
    const lock = await lockDataDir(dir, failOnCompromise);
    expect(owner().pid).toBe(process.pid);
    await expect(lockDataDir(dir, failOnCompromise)).rejects.toThrow(
      `The database directory ${dir} is in use by server process ${process.pid}`,
    );
    await lock.release();
    expect(existsSync(lockPaths(dir).lock)).toBe(false);
    expect(existsSync(lockPaths(dir).owner)).toBe(false);
    const again = await lockDataDir(dir, failOnCompromise);
    await again.release();
  });

  it('refuses a lock whose owner still runs on this machine, with its process id', async () => {
    const alive = process.ppid; // jest, which runs this test: alive, and not this process
    leftBehind(alive);
    const refused = lockDataDir(dir, failOnCompromise);
    await expect(refused).rejects.toBeInstanceOf(DataDirLocked);
    await expect(refused).rejects.toThrow(
      `in use by server process ${alive} (since 2026-11-26T01:00:00.000Z)`,
    );
    expect(owner().pid).toBe(alive);
  });

  it('takes over at once a lock left by a process of this machine that no longer runs (kill -9)', async () => {
    leftBehind(deadPid());
    const lock = await lockDataDir(dir, failOnCompromise);
    expect(owner().pid).toBe(process.pid);
    await lock.release();
  });

  it('waits for the lock of an owner it cannot check (another host) until it goes stale, then takes it', async () => {
    // Refreshed a second ago: stale (2 s, the least proper-lockfile accepts) about a second from now.
    leftBehind(4242, 'other-host', 1_000);
    const waits: string[] = [];
    const lock = await lockDataDir(dir, {
      ...failOnCompromise,
      staleMs: 2_000,
      onWait: (m) => waits.push(m),
    });
    expect(owner().pid).toBe(process.pid);
    expect(waits).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The database directory ${dir} is in use by server process 4242 on other-host .*; waiting up to \\d+ s`,
        ),
      ),
    ]);
    await lock.release();
  });

  it('refuses a lock its holder keeps fresh, after waiting for it to go stale', async () => {
    leftBehind(4242, 'other-host');
    const keepFresh = setInterval(() => utimesSync(lockPaths(dir).lock, new Date(), new Date()), 200);
    try {
      await expect(lockDataDir(dir, { ...failOnCompromise, staleMs: 2_000 })).rejects.toThrow(
        `The database directory ${dir} is in use by server process 4242 on other-host`,
      );
    } finally {
      clearInterval(keepFresh);
    }
  });

  it('waits for a lock without an owner file (its holder is starting, or died starting)', async () => {
    leftBehind(1, hostname(), 1_000);
    rmSync(lockPaths(dir).owner);
    const waits: string[] = [];
    const lock = await lockDataDir(dir, {
      ...failOnCompromise,
      staleMs: 2_000,
      onWait: (m) => waits.push(m),
    });
    expect(waits).toEqual([expect.stringContaining(`${dir} is in use by another server process; waiting`)]);
    await lock.release();
  });
});
