import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

const cache = new WeakMap<Queryable, Promise<string>>();

/**
 * The secret that signs captcha challenges: made once, on first use, and kept in the database, so that every
 * server process (and a restarted one) accepts the challenges any of them issued. Read once per database.
 */
export function captchaSigningKey(db: Queryable): Promise<string> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    // A failed read (database down) must not be remembered.
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: Queryable): Promise<string> {
  // Two processes starting together may both insert: the first wins and both read its secret.
  await db.query(`insert into captcha_key (id, secret) values (1, $1) on conflict (id) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ secret: string }>('select secret from captcha_key where id = 1');
  return rows[0]!.secret;
}
