import { solveCaptcha, type CaptchaChallenge } from '../../../common/captcha';
import { isObject } from '../../../common/contract/bundle';

/**
 * Body fields whose valid value depends on the clock or on the server's state, by name: a pickup date inside
 * the window the checkout configuration gives, a captcha solved for this very request. The contract's
 * examples cannot hold them, and without them every case would stop at that field's refusal; with them, the
 * other fields' odd values reach the domain and the database.
 */
export type LiveFields = Record<string, () => Promise<unknown>>;

export interface LiveFieldSources {
  pickupWindow: { min_days: number; max_days: number };
  challenge: () => Promise<CaptchaChallenge>;
}

export function liveFields({ pickupWindow, challenge }: LiveFieldSources): LiveFields {
  // The middle of the window, so the store's time zone cannot move it out.
  const days = Math.floor((pickupWindow.min_days + pickupWindow.max_days) / 2);
  const pickupDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(2, 10);
  return {
    pickup_date: async () => pickupDate,
    recaptcha: async () => solveCaptcha(await challenge(), { batchSize: 32 }),
  };
}

/**
 * `body` with every live field that still holds the example's value (a case that did not change it) given
 * its live value; fields a case changed keep the case's odd value.
 */
export async function withLiveFields(body: unknown, example: unknown, fields: LiveFields): Promise<unknown> {
  if (Array.isArray(body)) {
    const examples = Array.isArray(example) ? example : [];
    return Promise.all(body.map((item, i) => withLiveFields(item, examples[i], fields)));
  }
  if (!isObject(body)) return body;
  const examples = isObject(example) ? example : {};
  const entries = await Promise.all(
    Object.entries(body).map(async ([name, value]) => {
      const live = fields[name];
      if (live && name in examples && value === examples[name]) return [name, await live()] as const;
      return [name, await withLiveFields(value, examples[name], fields)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
