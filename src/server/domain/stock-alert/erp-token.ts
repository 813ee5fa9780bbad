import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ERP_TOKEN_PATTERN, erpTokenPath } from '../../../../config/env';

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
