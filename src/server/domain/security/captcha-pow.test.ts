import { createHash } from 'node:crypto';
import { captchaText, leadingZeroBits, solveCaptcha } from '../../../common/captcha';
import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import { CAPTCHA_TTL_S, proofOfWorkCaptcha } from './captcha-pow';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
});
afterAll(() => close());

const NOW = new Date('2026-11-22T10:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** A nonce the challenge does NOT accept: a wrong answer that is still well formed. */
function wrongNonce(token: string, difficulty: number): number {
  for (let n = 0; ; n++) {
    const hash = createHash('sha256').update(captchaText(token, n)).digest();
    if (leadingZeroBits(hash) < difficulty) return n;
  }
}

describe('the proof-of-work captcha', () => {
  const captcha = () => proofOfWorkCaptcha(db, { difficulty: 6 });

  it('issues a signed challenge for the configured difficulty, valid for 5 minutes', async () => {
    const challenge = await captcha().issue(NOW);
    expect(challenge).toMatchObject({ difficulty: 6, algorithm: 'SHA-256' });
    expect(challenge.token).toMatch(/^v1\.\d{10}\.6\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(new Date(challenge.expires_at).getTime() - NOW.getTime()).toBe(CAPTCHA_TTL_S * 1000);
  });

  it('accepts a solution once, and a second time answers "reused"', async () => {
    const c = captcha();
    const solution = await solveCaptcha(await c.issue(NOW));
    expect(await c.verify(solution, later(10))).toEqual({ ok: true });
    expect(await c.verify(solution, later(20))).toEqual({ ok: false, reason: 'reused' });
  });

  it('is accepted by another instance over the same database (the signing key is shared)', async () => {
    const solution = await solveCaptcha(await captcha().issue(NOW));
    expect(await captcha().verify(solution, later(1))).toEqual({ ok: true });
  });

  it('answers "missing" without a value and "invalid" for garbage, a wrong nonce or a forged token', async () => {
    const c = captcha();
    expect(await c.verify(null, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(await c.verify(undefined, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(await c.verify('', NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(await c.verify('not-a-solution', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const { token } = await c.issue(NOW);
    expect(await c.verify(`${token}:${wrongNonce(token, 6)}`, later(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // An easier difficulty written into the token breaks its signature.
    const forged = token.replace('.6.', '.1.');
    expect(
      await c.verify(await solveCaptcha({ ...(await c.issue(NOW)), token: forged, difficulty: 1 }), NOW),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers "expired" once the challenge is older than its lifetime', async () => {
    const c = captcha();
    const solution = await solveCaptcha(await c.issue(NOW));
    expect(await c.verify(solution, later(CAPTCHA_TTL_S))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token issued for less work than the difficulty now in force', async () => {
    const easy = proofOfWorkCaptcha(db, { difficulty: 2 });
    const solution = await solveCaptcha(await easy.issue(NOW));
    expect(await captcha().verify(solution, later(1))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('forgets spent tokens once they have expired', async () => {
    await db.query(
      `insert into captcha_spent (token_id, expires_at) values ('old', now() - interval '1 minute')`,
    );
    const c = captcha();
    await c.verify(await solveCaptcha(await c.issue(new Date())), new Date());
    const { rows } = await db.query(`select 1 from captcha_spent where token_id = 'old'`);
    expect(rows).toHaveLength(0);
  });
});
