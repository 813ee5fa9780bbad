import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';

/**
 * Runs before `logout`, while the customer (if any) is signed in: signs out everywhere, checks the refusal once
 * nobody is signed in, then signs in again so that `logout` still signs a customer out.
 */
export const logoutEverywhere = (found: Discovered): Scenario => ({
  operationId: 'logoutCustomerEverywhere',
  async run(t) {
    // The form key changes with every sign-in and sign-out: read from the cookie at each call.
    const formKey = () =>
      need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);
    await t.rejects(
      'logoutCustomerEverywhere',
      'form_key of another session',
      { body: { form_key: otherFormKey(formKey()) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'logoutCustomerEverywhere',
      'without form_key',
      { body: {} },
      { status: 400, code: 'validation_failed', field: 'body.form_key' },
    );
    await rejectsStoreCodes(t, 'logoutCustomerEverywhere', { body: { form_key: formKey() } }, found);

    const signedIn = found.signedIn && t.credentials ? t.credentials : null;
    if (signedIn) {
      await t.ok(
        'logoutCustomerEverywhere',
        `sign out ${signedIn.email} everywhere`,
        { body: { form_key: formKey() } },
        (body) => (body.errors ? `errors is true: ${body.message}` : null),
      );
      await expectSignedOut(t);
    }
    await t.rejects(
      'logoutCustomerEverywhere',
      'nobody signed in',
      { body: { form_key: formKey() } },
      { status: 401, code: 'unauthorized' },
    );
    if (signedIn) {
      const again = await t.ok(
        'loginCustomer',
        `sign in again as ${signedIn.email}`,
        { body: { username: signedIn.email, password: signedIn.password, form_key: formKey() } },
        (body) => (body.errors ? `sign-in refused: ${body.message}` : null),
      );
      found.signedIn = again?.errors === false;
    }
  },
});

const expectSignedOut = (t: ScenarioContext) =>
  t.ok(
    'loadCustomerSections',
    'sections=customer after signing out everywhere',
    { query: { sections: 'customer' } },
    (body) => (body.customer?.is_logged_in === false ? null : 'is_logged_in must be false after signing out'),
  );
