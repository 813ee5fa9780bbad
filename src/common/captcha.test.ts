import { createHash } from 'node:crypto';
import { captchaText, leadingZeroBits, parseCaptchaSolution, solveCaptcha } from './captcha';

const challenge = (difficulty: number, token = 'v1.token-for-tests') => ({
  token,
  difficulty,
  algorithm: 'SHA-256' as const,
  expires_at: '2030-01-01T00:00:00.000Z',
});

describe('captcha rules shared by browser, server and verifier', () => {
  it('counts the leading zero bits of a hash', () => {
    expect(leadingZeroBits(new Uint8Array([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0xff]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0, 0x01]))).toBe(15);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('splits a solution at its last colon and refuses anything else', () => {
    expect(parseCaptchaSolution('v1.abc:42')).toEqual({ token: 'v1.abc', nonce: '42' });
    expect(parseCaptchaSolution('v1.abc:0')).toEqual({ token: 'v1.abc', nonce: '0' });
    for (const bad of ['v1.abc', ':42', 'v1.abc:', 'v1.abc:-1', 'v1.abc:042', 'a:b:1', 'v1.abc:1e3']) {
      expect(parseCaptchaSolution(bad)).toBeNull();
    }
  });

  it('finds a nonce whose SHA-256 has the asked-for zero bits, as the server checks it', async () => {
    const solution = await solveCaptcha(challenge(10));
    const parsed = parseCaptchaSolution(solution)!;
    expect(parsed.token).toBe('v1.token-for-tests');
    const hash = createHash('sha256').update(captchaText(parsed.token, parsed.nonce)).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
    // The first such nonce: every smaller one falls short.
    for (let n = 0; n < Number(parsed.nonce); n++) {
      const smaller = createHash('sha256').update(captchaText(parsed.token, n)).digest();
      expect(leadingZeroBits(smaller)).toBeLessThan(10);
    }
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveCaptcha(challenge(30), { signal: controller.signal })).rejects.toThrow();
  });
});
