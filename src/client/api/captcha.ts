import { useCallback, useEffect, useRef, useState } from 'react';
import { solveCaptcha } from '../../common/captcha';
import { captchaGenApi } from './captcha.gen';

/** A challenge is single use and short-lived: never cached, never shared between submissions. */
export const captchaApi = captchaGenApi.enhanceEndpoints({
  endpoints: { getCaptchaChallenge: { providesTags: [], keepUnusedDataFor: 0 } },
});

interface Solved {
  recaptcha: string;
  expiresAt: number;
}

/** A solution this close to its expiry is solved again: the form's request still has to travel. */
const EXPIRY_MARGIN_MS = 30_000;

export interface CaptchaSolver {
  /** Starts solving in the background (when the form appears), so that submitting rarely waits. */
  prepare: () => void;
  /** The `recaptcha` value for one submission: the prepared solution when still fresh, else a new one. */
  take: () => Promise<string>;
  /** True while a submission waits for its proof of work ('Verifying…'). */
  verifying: boolean;
}

/**
 * The self-hosted captcha of the protected forms (DESIGN): fetch a challenge, find the proof of work in the
 * browser (Web Crypto, in batches so the page stays responsive), send it once.
 */
export function useCaptchaSolver(storeCode: string): CaptchaSolver {
  const [fetchChallenge] = captchaApi.useLazyGetCaptchaChallengeQuery();
  const prepared = useRef<Promise<Solved> | null>(null);
  const abort = useRef(new AbortController());
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const solveNew = useCallback(async (): Promise<Solved> => {
    const challenge = await fetchChallenge({ storeCode }).unwrap();
    const recaptcha = await solveCaptcha(challenge, { signal: abort.current.signal });
    return { recaptcha, expiresAt: Date.parse(challenge.expires_at) };
  }, [fetchChallenge, storeCode]);

  const prepare = useCallback(() => {
    if (prepared.current) return;
    const next = solveNew();
    // A failed background solve is retried by `take`; it must not surface as an unhandled rejection.
    next.catch(() => undefined);
    prepared.current = next;
  }, [solveNew]);

  const take = useCallback(async () => {
    setVerifying(true);
    try {
      const ready = prepared.current;
      prepared.current = null;
      const solved = ready ? await ready.catch(() => null) : null;
      if (solved && solved.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return solved.recaptcha;
      return (await solveNew()).recaptcha;
    } finally {
      if (!abort.current.signal.aborted) setVerifying(false);
    }
  }, [solveNew]);

  return { prepare, take, verifying };
}
