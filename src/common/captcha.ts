/**
 * The self-hosted captcha's rules, shared by the browser (solving), the server (checking) and the contract
 * verifier (solving): find a whole number `nonce` such that SHA-256 of `{token}:{nonce}` starts with
 * `difficulty` zero bits, and send `{token}:{nonce}`. Only Web Crypto is used, so this runs in browsers and
 * in Node alike.
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';

export interface CaptchaChallenge {
  token: string;
  difficulty: number;
  algorithm: typeof CAPTCHA_ALGORITHM;
  expires_at: string;
}

export interface CaptchaSolution {
  token: string;
  nonce: string;
}

/** What is hashed, and what the form sends as `recaptcha`. */
export const captchaText = (token: string, nonce: string | number): string => `${token}:${nonce}`;

const NONCE = /^(0|[1-9][0-9]{0,15})$/;

/** Splits a `recaptcha` value; null when it cannot be a solution (the token never contains `:`). */
export function parseCaptchaSolution(value: string): CaptchaSolution | null {
  const at = value.lastIndexOf(':');
  if (at <= 0) return null;
  const token = value.slice(0, at);
  const nonce = value.slice(at + 1);
  return token.includes(':') || !NONCE.test(nonce) ? null : { token, nonce };
}

/** How many zero bits the hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const meetsDifficulty = (hash: Uint8Array, difficulty: number): boolean =>
  leadingZeroBits(hash) >= difficulty;

export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

const webDigest: Digest = (data) => globalThis.crypto.subtle.digest(CAPTCHA_ALGORITHM, data);

export interface SolveOptions {
  /** Hashes computed concurrently per round: Web Crypto is asynchronous, so batches hide its latency. */
  batchSize?: number;
  signal?: AbortSignal;
  digest?: Digest;
}

/**
 * Finds the first nonce (0, 1, 2, …) that meets the challenge: about 2^difficulty hashes on average.
 * Between batches the event loop runs, so a page stays responsive while it works.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, options: SolveOptions = {}): Promise<string> {
  const { batchSize = 256, signal, digest = webDigest } = options;
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batchSize) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: batchSize }, (_, i) => start + i);
    const hashes = await Promise.all(
      nonces.map((nonce) => digest(encoder.encode(captchaText(challenge.token, nonce)))),
    );
    const found = hashes.findIndex((hash) => meetsDifficulty(new Uint8Array(hash), challenge.difficulty));
    if (found >= 0) return captchaText(challenge.token, nonces[found]!);
  }
}
