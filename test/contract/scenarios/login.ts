import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, randomText, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

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

    if (!t.credentials) return;
    const { email, password } = t.credentials;
    const signIn = await t.ok(
      'loginCustomer',
      `sign in as ${email}`,
      {
        body: { username: email, password, form_key: t.cookie(COOKIE.formKey) ?? formKey },
      },
      (body) => (body.errors ? `sign-in refused: ${body.message}` : null),
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
