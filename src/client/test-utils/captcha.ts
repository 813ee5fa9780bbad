import { webcrypto } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { contractExample } from './contract';
import { contractUrl, server } from './server';

/**
 * jsdom has no Web Crypto digest; the captcha solver needs one. Node's is the same standard API, so the
 * solver under test is the one browsers run.
 */
export function installWebCrypto(): void {
  if (globalThis.crypto.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

/** A challenge asking for 1 bit of work (the contract's example asks for 16): tests solve it at once. */
export function answerEasyChallenges(): { issued: number } {
  const counter = { issued: 0 };
  server.use(
    http.get(contractUrl('getCaptchaChallenge'), () => {
      counter.issued += 1;
      const example = contractExample<{ token: string }>('getCaptchaChallenge');
      return HttpResponse.json({ ...example, token: `${example.token}${counter.issued}`, difficulty: 1 });
    }),
  );
  return counter;
}
