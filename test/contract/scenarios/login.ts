import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, randomText, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';
import { SESSION_COOKIE } from '../../../scripts/verify-contract/behaviour/answer-rules';
import { countExtension } from '../../../scripts/verify-contract/behaviour/contract-extensions';
import type { ScenarioContext } from '../../../scripts/verify-contract/scenario-api';

export const login = (found: Discovered): Scenario => ({
  operationId: 'loginCustomer',
  async run(t) {
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    const guest = { username: unknownEmail(), password: randomText(20), form_key: formKey };
    const { password: _password, ...withoutPassword } = guest;
    const { form_key: _formKey, ...withoutFormKey } = guest;
    const invalid = (label: string, body: object, field: string) =>
      t.rejects('loginCustomer', label, { body }, { status: 400, code: 'validation_failed', field });
    await invalid('username not an e-mail', { ...guest, username: 'not-an-email' }, 'body.username');
    await invalid('without password', withoutPassword, 'body.password');
    await invalid('without form_key', withoutFormKey, 'body.form_key');
    await invalid('unknown property remember_me', { ...guest, remember_me: true }, 'body.remember_me');
    await t.rejects(
      'loginCustomer',
      'form_key of another session',
      { body: { ...guest, form_key: otherFormKey(formKey) } },
      {
        status: 403,
        code: 'form_key_invalid',
      },
    );
    await rejectsStoreCodes(t, 'loginCustomer', { body: guest }, found);
    // Wrong credentials are not an error status: the answer says so in `errors`.
    await t.ok('loginCustomer', `unknown e-mail ${guest.username}`, { body: guest }, (body) =>
      body.errors ? null : 'an unknown e-mail must not sign in (errors must be true)',
    );

    const limited = await signInLimited(t, guest);
    if (limited) await signInRateLimited(t, guest);

    if (!t.credentials) return;
    const { email, password } = t.credentials;
    const before = t.cookie(SESSION_COOKIE.name);
    const signIn = await t.ok(
      'loginCustomer',
      `sign in as ${email}`,
      {
        body: { username: email, password, form_key: t.cookie(COOKIE.formKey) ?? formKey },
      },
      (body) => {
        if (body.errors) return `sign-in refused: ${body.message}`;
        // rule sign-in-rate-limited: the limit that answered 429 above held back one mailbox, not this one.
        // rule session-rotated (storefront.yaml sessionCookie): signing in gives the session a new token.
        const after = t.cookie(SESSION_COOKIE.name);
        return after && after !== before
          ? null
          : `rule session-rotated: ${SESSION_COOKIE.name} is not a new token after signing in`;
      },
    );
    // The signed-in cart scenarios run only when this worked; a refused sign-in is reported once, here.
    found.signedIn = signIn?.errors === false;
    await t.ok(
      'loadCustomerSections',
      'sections=customer after signing in',
      { query: { sections: 'customer' } },
      (body) => {
        if (!body.customer?.is_logged_in) return 'is_logged_in must be true after signing in';
        const shown = body.customer.email?.toLowerCase();
        return shown === email.toLowerCase()
          ? null
          : `email ${String(body.customer.email)} instead of ${email}`;
      },
    );
  },
});

/**
 * rule sign-in-limited (customer.yaml loginCustomer, `x-attempts-before-captcha`): wrong passwords for one
 * mailbox (the unknown e-mail's) are answered (errors true) that many times, then the next attempt needs the
 * captcha (403 captcha_required) and its password is not checked. A throwaway mailbox, so no real account is slowed down;
 * the failures still count towards the client address's 20 in 15 minutes (README: what a run costs).
 */
async function signInLimited(t: ScenarioContext, attempt: { username: string }): Promise<boolean> {
  const allowed = countExtension('loginCustomer', 'x-attempts-before-captcha');
  // The first attempt was the unknown e-mail's above: the same mailbox, so that a run fails as few as it can.
  // The others go out together: each failure is answered later than the last (up to 2 s), and one after the
  // other they would cost a run several seconds; whatever order they arrive in, each is within the allowance.
  const attempts = Array.from({ length: allowed - 1 }, (_, i) =>
    t.ok(
      'loginCustomer',
      `rule sign-in-limited: wrong password ${i + 2} of ${allowed} for ${attempt.username}`,
      { body: attempt },
      (body) => (body.errors ? null : 'a wrong password must not sign in (errors must be true)'),
    ),
  );
  if ((await Promise.all(attempts)).includes(null)) return false;
  await t.rejects(
    'loginCustomer',
    `rule sign-in-limited: attempt ${allowed + 1} for ${attempt.username} without a captcha`,
    { body: attempt },
    { status: 403, code: 'captcha_required', field: 'body.recaptcha' },
  );
  return true;
}

/**
 * rule sign-in-rate-limited (customer.yaml loginCustomer, `x-attempts-before-rate-limit`): the same throwaway
 * mailbox's attempts go on (each needs the captcha, 403, and is answered at once) until the contract's count,
 * then the next is a 429 with `Retry-After` (rule retry-after, and the documented header). The run's customer
 * then signs in from the same address (login, above): the limit held back the throwaway mailbox, not the
 * address. Only when the run may write: it spends that many of the address's 100 attempts in 15 minutes, and
 * holds the throwaway mailbox back from this address for up to 15 minutes.
 */
async function signInRateLimited(t: ScenarioContext, attempt: { username: string }): Promise<void> {
  if (!t.writes) return;
  const limit = countExtension('loginCustomer', 'x-attempts-before-rate-limit');
  // Sent so far for this mailbox: the allowance and the attempt that needed the captcha.
  const sent = countExtension('loginCustomer', 'x-attempts-before-captcha') + 1;
  const needsCaptcha = { status: 403, code: 'captcha_required', field: 'body.recaptcha' } as const;
  await Promise.all(
    Array.from({ length: limit - sent }, (_, i) =>
      t.rejects(
        'loginCustomer',
        `rule sign-in-rate-limited: attempt ${sent + i + 1} of ${limit} for ${attempt.username}`,
        { body: attempt },
        needsCaptcha,
      ),
    ),
  );
  await t.rejects(
    'loginCustomer',
    `rule sign-in-rate-limited: attempt ${limit + 1} for ${attempt.username}`,
    { body: attempt },
    { status: 429, code: 'rate_limited' },
  );
}
