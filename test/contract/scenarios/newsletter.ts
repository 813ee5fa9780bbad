import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';

export const checkoutNewsletter = (found: Discovered): Scenario => ({
  operationId: 'subscribeCheckoutNewsletter',
  async run(t) {
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    const headers = { 'X-Form-Key': formKey };
    // The body is empty: the form key travels in the header, as the checkout's call sends it.
    await t.ok(
      'subscribeCheckoutNewsletter',
      'the agreement ticked, with the guest cart',
      { headers, body: {} },
      (body) => (body.success ? null : `success is false: ${body.message}`),
    );
    // A required header parameter that is missing, like a missing form key anywhere, is a 400 (common.yaml).
    await t.rejects(
      'subscribeCheckoutNewsletter',
      'without X-Form-Key',
      { body: {} },
      { status: 400, code: 'validation_failed', field: 'header.X-Form-Key' },
    );
    await t.rejects(
      'subscribeCheckoutNewsletter',
      'X-Form-Key abc (not a form key)',
      { headers: { 'X-Form-Key': 'abc' }, body: {} },
      { status: 400, code: 'validation_failed', field: 'header.X-Form-Key' },
    );
    await t.rejects(
      'subscribeCheckoutNewsletter',
      'X-Form-Key of another session',
      { headers: { 'X-Form-Key': otherFormKey(formKey) }, body: {} },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'subscribeCheckoutNewsletter',
      'without a body',
      { headers },
      { status: 400, code: 'validation_failed', field: 'body' },
    );
    await rejectsStoreCodes(t, 'subscribeCheckoutNewsletter', { headers, body: {} }, found);
  },
});
