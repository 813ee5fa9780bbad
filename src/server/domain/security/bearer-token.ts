import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ERP_TOKEN_PATTERN } from '../../../../config/env';
import type { Database } from '../../db/types';

/** An integration's bearer token and where it came from (for the boot log, never the token itself). */
export interface BearerToken {
  token: string;
  /** The environment variable's name, or the file's path. */
  source: string;
}

const readToken = (path: string, label: string): string => {
  const token = readFileSync(path, 'utf8').trim();
  if (!ERP_TOKEN_PATTERN.test(token)) {
    throw new Error(
      `${path} does not hold ${label} (24 to 256 printable characters); delete it to get a new one`,
    );
  }
  return token;
};

/**
 * An integration's token: the environment variable's value when set; otherwise the one in `path`, created
 * with a random value (mode 0600, readable by the shop's user only) on first boot, so that a fresh shop is
 * never open to anonymous integration calls and a command on the same machine finds it without configuration.
 */
export function resolveBearerToken(
  path: string,
  fromEnv: string | undefined,
  envName: string,
  label: string,
): BearerToken {
  if (fromEnv) return { token: fromEnv, source: envName };
  try {
    return { token: readToken(path, label), source: path };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote it first, keep theirs.
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return { token, source: path };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { token: readToken(path, label), source: path };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the comparison takes the
 * same time whatever the length or the first differing character of a guess. No token configured: nobody.
 */
export function carriesBearerToken(authorization: string | undefined, expected: string | undefined): boolean {
  if (!expected || !authorization) return false;
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(expected));
}

export interface SharedTokenSource {
  /** The token's file under $DATA_DIR, which commands on the same machine read (`npm run stock`). */
  path: string;
  fromEnv: string | undefined;
  envName: string;
  label: string;
  /** Its key in the `integration_token` table. */
  name: string;
}

/**
 * The token every process of the shop accepts. On PostgreSQL, without the variable, it lives in the database:
 * the first process to start stores its file's token (or a new one), and every process writes the stored one
 * to its own file, so that commands find it on any machine. On PGlite, the file alone.
 */
export async function sharedBearerToken(db: Database, source: SharedTokenSource): Promise<BearerToken> {
  const { path, fromEnv, envName, label, name } = source;
  if (fromEnv || db.driver !== 'postgres') return resolveBearerToken(path, fromEnv, envName, label);
  let local: string | undefined;
  try {
    local = readToken(path, label);
  } catch {
    // No file yet, or not a token: the database's token replaces it.
  }
  // Two processes starting together may both insert: the first wins and both read its token.
  await db.query(
    'insert into integration_token (name, token) values ($1, $2) on conflict (name) do nothing',
    [name, local ?? randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ token: string }>('select token from integration_token where name = $1', [
    name,
  ]);
  const token = rows[0]!.token;
  if (token !== local) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${token}\n`, { mode: 0o600 });
    chmodSync(path, 0o600); // writeFileSync's mode applies to a new file only
  }
  return { token, source: `the database (copied to ${path})` };
}
