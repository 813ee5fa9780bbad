import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';

/** Runs after `logout`: signed out, the call is refused; signed in again (with credentials), it signs out. */
export const logoutEverywhere = (found: Discovered): Scenario => ({
  operationId: 'logoutCustomerEverywhere',
  async run(t) {
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    await t.rejects(
      'logoutCustomerEverywhere',
      'form_key of another session',
      { body: { form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'logoutCustomerEverywhere',
      'without form_key',
      { body: {} },
      { status: 400, code: 'validation_failed', field: 'body.form_key' },
    );
    await rejectsStoreCodes(t, 'logoutCustomerEverywhere', { body: { form_key: formKey } }, found);
    await t.rejects(
      'logoutCustomerEverywhere',
      'nobody signed in',
      { body: { form_key: formKey } },
      { status: 401, code: 'unauthorized' },
    );

    if (!t.credentials) return;
    const { email, password } = t.credentials;
    const signIn = await t.ok(
      'loginCustomer',
      `sign in again as ${email}`,
      { body: { username: email, password, form_key: formKey } },
      (body) => (body.errors ? `sign-in refused: ${body.message}` : null),
    );
    if (signIn?.errors !== false) return;
    // Signing in rotated the form key: the cookie holds the new one.
    await t.ok(
      'logoutCustomerEverywhere',
      `sign out ${email} everywhere`,
      { body: { form_key: t.cookie(COOKIE.formKey) ?? formKey } },
      (body) => (body.errors ? `errors is true: ${body.message}` : null),
    );
    await t.ok(
      'loadCustomerSections',
      'sections=customer after signing out everywhere',
      { query: { sections: 'customer' } },
      (body) =>
        body.customer?.is_logged_in === false ? null : 'is_logged_in must be false after signing out',
    );
  },
});
