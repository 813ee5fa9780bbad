import { readFileSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * A second process on the same PGlite directory would open its own copy of the database in memory and write
 * files the first one overwrites: its writes are acknowledged, then lost. So one process holds the directory:
 * `${dir}.lock` (proper-lockfile: an atomic mkdir, its time refreshed while held), with `${dir}.lock-owner`
 * naming the holder for the message and for recovery.
 */
export class DataDirLocked extends Error {}

export interface DataDirLock {
  /** Lets the next process in (clean shutdown); the lock is also released by proper-lockfile on exit. */
  release(): Promise<void>;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** A lock not refreshed for this long belongs to a process that is gone (or frozen), and may be taken. */
export const LOCK_STALE_MS = 10_000;
/** The guard is held for milliseconds; proper-lockfile takes 2 s as the least staleness it accepts. */
const GUARD = { stale: 2_000, retries: { retries: 40, minTimeout: 50, maxTimeout: 100 } };

/** The locks this process holds. */
const heldHere = new Set<string>();

export const lockPaths = (dir: string) => ({
  lock: `${dir}.lock`,
  owner: `${dir}.lock-owner`,
  guard: `${dir}.lock-guard`,
});

export interface LockOptions {
  /** Another process took the lock anyway (this one froze beyond the staleness): stop writing. */
  onCompromised: (err: Error) => void;
  /** Told once when the start waits for a lock whose holder cannot be checked (another host, no owner). */
  onWait?: (message: string) => void;
  /** A lock not refreshed for this long is free (LOCK_STALE_MS; proper-lockfile's least is 2 s). */
  staleMs?: number;
}

type Attempt = { taken: DataDirLock } | { owner: Owner | null; holderRuns: boolean };

/**
 * Takes the directory or throws DataDirLocked, naming the holder. A holder that runs on this machine means a
 * refusal at once; one of this machine that no longer runs (kill -9, a power cut) is recognised by its process
 * id and its lock taken at once. A holder that cannot be checked (another machine on a shared disk, a
 * container started again under another host name, no owner file yet) is waited for: the lock is taken once
 * it is released or has not been refreshed for `staleMs`, else the start is refused. Each attempt takes the
 * lock and names its owner under a short guard lock, so two processes recovering one lock cannot both win.
 */
export async function lockDataDir(dir: string, options: LockOptions): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const paths = lockPaths(dir);
  // The owner check below cannot tell this process from a previous one with the same id: ask it first.
  if (heldHere.has(paths.lock)) throw new DataDirLocked(lockedMessage(dir, readOwner(paths.owner)));
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  // A holder that died just after a refresh leaves a lock that goes stale `staleMs` from now.
  const giveUpAt = Date.now() + staleMs + 1_000;
  let told = false;
  for (;;) {
    const attempt = await underGuard(paths, () => tryTake(dir, paths, staleMs, options.onCompromised));
    if ('taken' in attempt) return attempt.taken;
    if (attempt.holderRuns || Date.now() > giveUpAt) {
      throw new DataDirLocked(lockedMessage(dir, attempt.owner));
    }
    if (!told) {
      told = true;
      options.onWait?.(
        `${inUse(dir, attempt.owner)}; waiting up to ${Math.ceil((giveUpAt - Date.now()) / 1000)} s for it to be released or go stale.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function underGuard<T>(paths: ReturnType<typeof lockPaths>, work: () => Promise<T>): Promise<T> {
  // proper-lockfile keys its locks by the locked path: the guard must lock a path of its own.
  const release = await lockfile.lock(paths.guard, { ...GUARD, lockfilePath: paths.guard, realpath: false });
  try {
    return await work();
  } finally {
    await release();
  }
}

async function tryTake(
  dir: string,
  paths: ReturnType<typeof lockPaths>,
  staleMs: number,
  onCompromised: (err: Error) => void,
): Promise<Attempt> {
  const options = { lockfilePath: paths.lock, stale: staleMs, realpath: false, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(paths.owner);
    if (!owner || owner.host !== hostname()) return { owner, holderRuns: false };
    if (!isGone(owner)) return { owner, holderRuns: true };
    // Its holder is gone: age the lock so that proper-lockfile removes it as stale and takes it.
    const past = new Date(0);
    utimesSync(paths.lock, past, past);
    release = await lockfile.lock(dir, options);
  }
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(paths.owner, `${JSON.stringify(owner)}\n`);
  heldHere.add(paths.lock);
  let released = false;
  return {
    taken: {
      async release() {
        if (released) return;
        released = true;
        rmSync(paths.owner, { force: true });
        heldHere.delete(paths.lock);
        // Already released means compromised (onCompromised was told) or removed at exit: nothing to undo.
        await release().catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ERELEASED') throw err;
        });
      },
    },
  };
}

/** Whether a holder of this machine no longer runs. */
function isGone(owner: Owner): boolean {
  // Our own id: we do not hold it yet, so it is a previous process that had the same id (a container's pid 1).
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    // EPERM: it exists and belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function readOwner(path: string): Owner | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return { pid: value.pid, host: value.host, since: String(value.since ?? '') };
  } catch {
    return null;
  }
}

function inUse(dir: string, owner: Owner | null): string {
  const holder = owner
    ? `server process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`} (since ${owner.since})`
    : 'another server process';
  return `The database directory ${dir} is in use by ${holder}`;
}

function lockedMessage(dir: string, owner: Owner | null): string {
  return (
    `${inUse(dir, owner)}. One process at a time may open it: stop that one first, or give this one another ` +
    `DATA_DIR (several processes need PostgreSQL: DATABASE_URL). A lock left by a process that no longer runs ` +
    `is taken over automatically.`
  );
}
