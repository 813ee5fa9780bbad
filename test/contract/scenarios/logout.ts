import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';

export const logout = (found: Discovered): Scenario => ({
  operationId: 'logoutCustomer',
  async run(t) {
    // Signing in rotates the session, so the form key is read again rather than reused from the login step.
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    await t.rejects(
      'logoutCustomer',
      'form_key of another session',
      { body: { form_key: otherFormKey(formKey) } },
      {
        status: 403,
        code: 'form_key_invalid',
      },
    );
    await t.rejects(
      'logoutCustomer',
      'without a body',
      {},
      { status: 400, code: 'validation_failed', field: 'body' },
    );
    await t.rejects(
      'logoutCustomer',
      'without form_key',
      { body: {} },
      {
        status: 400,
        code: 'validation_failed',
        field: 'body.form_key',
      },
    );
    await t.rejects(
      'logoutCustomer',
      'unknown property everywhere',
      { body: { form_key: formKey, everywhere: true } },
      {
        status: 400,
        code: 'validation_failed',
        field: 'body.everywhere',
      },
    );
    await rejectsStoreCodes(t, 'logoutCustomer', { body: { form_key: formKey } }, found);

    const who = t.credentials ? `sign out ${t.credentials.email}` : 'sign out a guest (nobody signed in)';
    await t.ok('logoutCustomer', who, { body: { form_key: formKey } }, (body) =>
      body.errors ? `errors is true: ${body.message}` : null,
    );
    found.signedIn = false;
    await t.ok(
      'loadCustomerSections',
      'sections=customer after signing out',
      { query: { sections: 'customer' } },
      (body) =>
        body.customer?.is_logged_in === false ? null : 'is_logged_in must be false after signing out',
    );
  },
});
