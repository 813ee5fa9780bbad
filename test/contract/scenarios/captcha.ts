import { createHash } from 'node:crypto';
import { solveCaptcha, type Digest } from '../../../src/common/captcha';
import type { ScenarioContext, Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

/** Node's hash is synchronous and far quicker than Web Crypto here: a production difficulty solves in ms. */
const nodeDigest: Digest = async (data) => {
  const hash = createHash('sha256').update(data).digest();
  return hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer;
};

/**
 * A fresh solution for one protected submission, as the storefront makes it: a challenge, then the proof of
 * work the challenge asks for. Null when no challenge came (that failure is reported by its own check).
 */
export async function solvedCaptcha(t: ScenarioContext, purpose: string): Promise<string | null> {
  const challenge = await t.ok('getCaptchaChallenge', `a challenge for ${purpose}`);
  if (!challenge?.token || typeof challenge.difficulty !== 'number') return null;
  return solveCaptcha(challenge, { digest: nodeDigest, batchSize: 64 });
}

export const captchaChallenge = (found: Discovered): Scenario => ({
  operationId: 'getCaptchaChallenge',
  async run(t) {
    const first = await t.ok('getCaptchaChallenge', 'a challenge', {}, (body) =>
      Date.parse(body.expires_at) > Date.now() ? null : `expires_at ${body.expires_at} is not in the future`,
    );
    await t.ok('getCaptchaChallenge', 'another challenge', {}, (body) =>
      body.token !== first?.token ? null : 'two challenges must not share a token',
    );
    await rejectsStoreCodes(t, 'getCaptchaChallenge', {}, found);
  },
});
