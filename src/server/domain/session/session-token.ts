import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { captchaSigningKey } from '../security/captcha-key';

/**
 * A session token is 32 bytes, base64url (43 characters): when it was issued (4 bytes, seconds), 12 random
 * bytes, and an HMAC of both (16 bytes). The signature lets the server recognise a token it issued although no
 * row holds it yet (an anonymous visitor's session is stored only once it holds something), and the issue time
 * bounds how long such a token is honoured. Nothing a client makes up, and no token of an ended session whose
 * row has been purged, passes for a live one.
 */
const ISSUED_BYTES = 4;
const RANDOM_BYTES = 12;
const MAC_BYTES = 16;
/** Every session token, signed or (stored by an older version) not: 32 bytes in base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FORM_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FORM_KEY_LENGTH = 16;

/**
 * The key that signs tokens, derived from the database's one stored server secret (made on first use, shared by
 * every process), under a label of its own so that no captcha token can ever pass for a session token.
 */
export async function sessionSigningKey(db: Queryable): Promise<Buffer> {
  return createHmac('sha256', await captchaSigningKey(db))
    .update('caseback session token v1')
    .digest();
}

const macOf = (key: Buffer, body: Buffer) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

export function issueToken(key: Buffer, now: Date): string {
  const body = Buffer.alloc(ISSUED_BYTES + RANDOM_BYTES);
  body.writeUInt32BE(Math.floor(now.getTime() / 1000), 0);
  randomBytes(RANDOM_BYTES).copy(body, ISSUED_BYTES);
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

/** When a token this server signed was issued; null for anything else. */
export function tokenIssuedAt(key: Buffer, token: string): Date | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const body = raw.subarray(0, ISSUED_BYTES + RANDOM_BYTES);
  if (!timingSafeEqual(raw.subarray(ISSUED_BYTES + RANDOM_BYTES), macOf(key, body))) return null;
  return new Date(body.readUInt32BE(0) * 1000);
}

/**
 * The form key of a session, derived from its token: the same on every request of a session that has no row
 * yet, unknown to anyone who cannot read the `form_key` cookie, and new with every new token (sign-in).
 */
export function formKeyOf(key: Buffer, token: string): string {
  const mac = createHmac('sha256', key).update(`form key:${token}`).digest();
  return Array.from(
    mac.subarray(0, FORM_KEY_LENGTH),
    (b) => FORM_KEY_ALPHABET[b % FORM_KEY_ALPHABET.length],
  ).join('');
}
