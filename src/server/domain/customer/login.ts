import { CaptchaRequired, RateLimited } from '../errors';
import type { Queryable } from '../../db/types';
import { canonicalMailbox } from '../security/canonical-mailbox';
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from '../security/captcha';
import { hit, peek, reset, type RateLimitRule } from '../security/rate-limit';
import { decoyHash, verifyPassword } from './password';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';

/**
 * Failed sign-ins never lock an account: they slow down, then ask for the captcha, and a request with a solved
 * captcha is judged on its password. Only two ceilings refuse outright (429), and both limit one client, not a
 * customer: one mailbox's attempts from one address, and every attempt from one address. Every counter runs in a 15-minute window kept in the database (all processes).
 */
export const LOGIN_LIMITS = {
  /** Attempts per mailbox (known or not) since its last sign-in: past `max`, each needs the captcha. */
  perAccount: { max: 5, windowS: 15 * 60 } satisfies RateLimitRule,
  /** Failed attempts from one client address, over every mailbox: from `max` on, its attempts need the captcha. */
  addressFailures: { max: 20, windowS: 15 * 60 } satisfies RateLimitRule,
  /**
   * Attempts for one mailbox from one client address: past `max`, 429 until the window ends. It stops a client
   * that solves captchas from guessing one account's password on and on, and holds back only that pair: the
   * customer signs in from any other address, and every other customer from this one.
   */
  perMailboxFromAddress: { max: 20, windowS: 15 * 60 } satisfies RateLimitRule,
  /** Every attempt from one client address: past `max`, 429 until the window ends. */
  perAddress: { max: 100, windowS: 15 * 60 } satisfies RateLimitRule,
};

/** The failure answer's delay doubles with each failure (250 ms, 500 ms, 1 s, 2 s), capped. */
export const FAILURE_DELAY = { firstMs: 250, maxMs: 2000 } as const;

export const LOGIN_MESSAGES = defineMessages({
  success: { id: 'api.signIn.success', defaultMessage: 'You are signed in.' },
  invalid: {
    id: 'api.signIn.invalid',
    defaultMessage:
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
  captchaRequired: {
    id: 'api.signIn.captchaRequired',
    defaultMessage: 'For your security, please complete the security check to sign in.',
  },
  loggedOut: { id: 'api.signIn.loggedOut', defaultMessage: 'You are signed out.' },
  loggedOutEverywhere: {
    id: 'api.signIn.loggedOutEverywhere',
    defaultMessage: 'You are signed out on every device.',
  },
  signInToSignOutEverywhere: {
    id: 'api.signIn.signInToSignOutEverywhere',
    defaultMessage: 'Please sign in to sign out everywhere.',
  },
  tooMany: {
    id: 'api.signIn.tooMany',
    defaultMessage: 'Too many attempts. Please try again in {retryAfterS} seconds.',
  },
});

export interface CustomerIdentity {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

export interface SignInAttempt {
  email: string;
  password: string;
  /** The form's `recaptcha`: only looked at when the captcha is required, and spent then. */
  recaptcha: string | null | undefined;
  clientAddress: string;
  now: Date;
}

/** Signed in, or refused with how long the answer should be held back (0 once the captcha is in play). */
export type SignInOutcome = { customer: CustomerIdentity } | { customer: null; slowDownMs: number };

const tooMany = (retryAfterS: number) =>
  new RateLimited(apiMessage(LOGIN_MESSAGES.tooMany, { retryAfterS }), retryAfterS);

export const failureDelayMs = (failures: number): number =>
  failures <= 0 ? 0 : Math.min(FAILURE_DELAY.maxMs, FAILURE_DELAY.firstMs * 2 ** (failures - 1));

const accountBucket = (email: string) => `login:account:${canonicalMailbox(email)}`;
const pairBucket = (address: string, email: string) =>
  `login:ip-account:${address}:${canonicalMailbox(email)}`;

/**
 * Checks e-mail and password. Unknown e-mails are counted, answered and timed like wrong passwords (a decoy
 * hash is verified), so neither the answer, its time nor the captcha requirement tells which accounts exist.
 *
 * The mailbox counter counts every attempt before the password is checked (one atomic upsert) and a sign-in
 * clears it, so it holds "failures since the last sign-in" even for parallel guesses; the address's failures
 * are counted after the fact and never cleared by a sign-in (anyone can sign in to their own account).
 */
export async function authenticate(
  db: Queryable,
  captcha: CaptchaVerifier,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const address = await hit(db, `login:ip:${attempt.clientAddress}`, LOGIN_LIMITS.perAddress);
  if (address.hits > LOGIN_LIMITS.perAddress.max) throw tooMany(address.retryAfterS);
  const pair = await hit(
    db,
    pairBucket(attempt.clientAddress, attempt.email),
    LOGIN_LIMITS.perMailboxFromAddress,
  );
  if (pair.hits > LOGIN_LIMITS.perMailboxFromAddress.max) throw tooMany(pair.retryAfterS);
  const addressFailuresBucket = `login:ip-failed:${attempt.clientAddress}`;
  const account = await hit(db, accountBucket(attempt.email), LOGIN_LIMITS.perAccount);
  const addressFailures = await peek(db, addressFailuresBucket);

  const captchaRequired =
    account.hits > LOGIN_LIMITS.perAccount.max || addressFailures.hits >= LOGIN_LIMITS.addressFailures.max;
  if (captchaRequired) {
    // Judged before the password, so that without a proof of work no guess is ever checked.
    const verdict = await captcha.verify(attempt.recaptcha, attempt.now);
    if (!verdict.ok) {
      throw new CaptchaRequired(
        verdict.reason === 'missing' ? LOGIN_MESSAGES.captchaRequired : CAPTCHA_MESSAGES[verdict.reason],
      );
    }
  }

  const { rows } = await db.query<CustomerIdentity & { password_hash: string }>(
    'select id, email, firstname, lastname, password_hash from customer where lower(email) = lower($1)',
    [attempt.email],
  );
  const customer = rows[0];
  const valid = await verifyPassword(attempt.password, customer?.password_hash ?? (await decoyHash()));
  if (!customer || !valid) {
    await hit(db, addressFailuresBucket, LOGIN_LIMITS.addressFailures);
    // A solved captcha already cost the sender its work: no delay on top.
    return { customer: null, slowDownMs: captchaRequired ? 0 : failureDelayMs(account.hits) };
  }
  await reset(db, accountBucket(attempt.email));
  await reset(db, pairBucket(attempt.clientAddress, attempt.email));
  return {
    customer: {
      id: customer.id,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
    },
  };
}

/** The customer cookie of spec 3: base64 JSON the client copies to session storage, or `logout`. */
export function customerCookieValue(customer: CustomerIdentity | null): string {
  if (!customer) return 'logout';
  const data = { email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  return Buffer.from(JSON.stringify(data)).toString('base64');
}
