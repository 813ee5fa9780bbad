import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ERP_TOKEN_PATTERN, erpTokenPath } from '../../../../config/env';
import type { Database } from '../../db/types';

export interface ErpToken {
  token: string;
  /** Where it came from, for the boot log (never the token itself): `ERP_TOKEN` or the file's path. */
  source: string;
}

const readToken = (path: string): string => {
  const token = readFileSync(path, 'utf8').trim();
  if (!ERP_TOKEN_PATTERN.test(token)) {
    throw new Error(
      `${path} does not hold an ERP token (24 to 256 printable characters); delete it to get a new one`,
    );
  }
  return token;
};

/**
 * The ERP integration's token: ERP_TOKEN when set; otherwise the one in `$DATA_DIR/erp-token`, created with a
 * random value (mode 0600, readable by the shop's user only) on first boot, so that a fresh shop is never open
 * to anonymous stock changes and `npm run stock` on the same machine finds the token without configuration.
 */
export function resolveErpToken(dataDir: string, fromEnv: string | undefined): ErpToken {
  if (fromEnv) return { token: fromEnv, source: 'ERP_TOKEN' };
  const path = erpTokenPath(dataDir);
  try {
    return { token: readToken(path), source: path };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote it first, keep theirs.
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return { token, source: path };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { token: readToken(path), source: path };
  }
}

/**
 * The token every process of the shop accepts. On PostgreSQL, without ERP_TOKEN, it lives in the database:
 * the first process to start stores its `$DATA_DIR/erp-token` (or a new token), and every process writes the
 * stored one to its own file, so that `npm run stock` finds it on any machine. On PGlite, the file alone.
 */
export async function sharedErpToken(
  db: Database,
  dataDir: string,
  fromEnv: string | undefined,
): Promise<ErpToken> {
  if (fromEnv || db.driver !== 'postgres') return resolveErpToken(dataDir, fromEnv);
  const path = erpTokenPath(dataDir);
  let local: string | undefined;
  try {
    local = readToken(path);
  } catch {
    // No file yet, or not a token: the database's token replaces it.
  }
  // Two processes starting together may both insert: the first wins and both read its token.
  await db.query('insert into erp_token (id, token) values (1, $1) on conflict (id) do nothing', [
    local ?? randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ token: string }>('select token from erp_token where id = 1');
  const token = rows[0]!.token;
  if (token !== local) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${token}\n`, { mode: 0o600 });
    chmodSync(path, 0o600); // writeFileSync's mode applies to a new file only
  }
  return { token, source: `the database (copied to ${path})` };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the comparison takes the
 * same time whatever the length or the first differing character of a guess. No token configured: nobody.
 */
export function carriesErpToken(authorization: string | undefined, expected: string | undefined): boolean {
  if (!expected || !authorization) return false;
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(expected));
}
