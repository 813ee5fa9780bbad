import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_ALGORITHM,
  captchaText,
  meetsDifficulty,
  parseCaptchaSolution,
  type CaptchaChallenge,
} from '../../../common/captcha';
import type { Queryable } from '../../db/types';
import type { Captcha, CaptchaVerdict } from './captcha';
import { captchaSigningKey } from './captcha-key';

export interface ProofOfWorkOptions {
  /** Leading zero bits asked for (CAPTCHA_DIFFICULTY). */
  difficulty: number;
  /** How long a challenge may be answered. */
  ttlS?: number;
}

const VERSION = 'v1';
const TOKEN = /^v1\.(\d{10})\.(\d{1,2})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
export const CAPTCHA_TTL_S = 5 * 60;

/**
 * The self-hosted captcha: a challenge is a signed token (version, expiry, difficulty, 16 random bytes, HMAC),
 * so issuing one stores nothing. A solution is checked for its signature, expiry, the difficulty now in force
 * and its hash, then spent: its random part is kept until the expiry so that it is accepted only once.
 */
export function proofOfWorkCaptcha(db: Queryable, options: ProofOfWorkOptions): Captcha {
  const ttlS = options.ttlS ?? CAPTCHA_TTL_S;
  const sign = async (payload: string) =>
    createHmac('sha256', await captchaSigningKey(db))
      .update(payload)
      .digest('base64url');

  return {
    async issue(now) {
      const expiresS = Math.floor(now.getTime() / 1000) + ttlS;
      const payload = [VERSION, expiresS, options.difficulty, randomBytes(16).toString('base64url')].join(
        '.',
      );
      const challenge: CaptchaChallenge = {
        token: `${payload}.${await sign(payload)}`,
        difficulty: options.difficulty,
        algorithm: CAPTCHA_ALGORITHM,
        expires_at: new Date(expiresS * 1000).toISOString(),
      };
      return challenge;
    },

    async verify(response, now): Promise<CaptchaVerdict> {
      if (response === null || response === undefined || response === '') {
        return { ok: false, reason: 'missing' };
      }
      const solution = parseCaptchaSolution(response);
      const parts = solution ? TOKEN.exec(solution.token) : null;
      if (!solution || !parts) return { ok: false, reason: 'invalid' };
      const [, expires = '', difficulty = '', tokenId = '', signature = ''] = parts;
      const payload = solution.token.slice(0, solution.token.lastIndexOf('.'));
      if (!sameText(signature, await sign(payload))) return { ok: false, reason: 'invalid' };
      const expiresS = Number(expires);
      if (expiresS * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      // A token issued before the difficulty was raised no longer proves enough work.
      if (Number(difficulty) < options.difficulty) return { ok: false, reason: 'invalid' };
      const hash = createHash('sha256').update(captchaText(solution.token, solution.nonce)).digest();
      if (!meetsDifficulty(hash, Number(difficulty))) return { ok: false, reason: 'invalid' };
      return (await spend(db, tokenId, expiresS, now)) ? { ok: true } : { ok: false, reason: 'reused' };
    },
  };
}

/**
 * True the first time a token is spent. Expired entries are swept on the way (the index keeps it cheap), by the
 * same clock as the expiry check: swept by the database's own, a token verified with an earlier `now` could be
 * forgotten while still valid, and accepted twice.
 */
async function spend(db: Queryable, tokenId: string, expiresS: number, now: Date): Promise<boolean> {
  await db.query('delete from captcha_spent where expires_at < $1', [now]);
  const { rowCount } = await db.query(
    `insert into captcha_spent (token_id, expires_at) values ($1, to_timestamp($2))
     on conflict (token_id) do nothing`,
    [tokenId, expiresS],
  );
  return rowCount === 1;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
