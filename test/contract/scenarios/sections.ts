import { COOKIE } from '../../../src/common/cookie-names';
import { validatorFor } from '../../../src/server/contract/ajv';
import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

export const customerSections = (found: Discovered): Scenario => ({
  operationId: 'loadCustomerSections',
  async run(t) {
    const isFormKey = validatorFor('FormKey');
    // The first call of the run: a browser's first visit, which must start a session and hand out its form key.
    await t.ok(
      'loadCustomerSections',
      'sections=customer,cart, starting the session',
      {
        query: { sections: 'customer,cart' },
      },
      (body) => {
        if (!body.customer || !body.cart) return 'both requested sections must be in the answer';
        if (body.customer.is_logged_in) return 'a new session must not be signed in';
        const key = t.cookie(COOKIE.formKey);
        return key !== undefined && isFormKey(key)
          ? null
          : `no valid ${COOKIE.formKey} cookie: the call must start a session`;
      },
    );
    await t.ok('loadCustomerSections', 'sections=cart', { query: { sections: 'cart' } }, (body) => {
      const names = Object.keys(body).join(', ');
      return names === 'cart' ? null : `sections ${names || 'none'} instead of only cart`;
    });
    await t.ok(
      'loadCustomerSections',
      'sections=customer&force_new_section_timestamp=true',
      {
        query: { sections: 'customer', force_new_section_timestamp: true },
      },
      (body) => (body.customer ? null : 'the customer section is missing'),
    );

    const invalid = (label: string, query: Record<string, string>, field: string) =>
      t.rejects('loadCustomerSections', label, { query }, { status: 400, code: 'validation_failed', field });
    await invalid('sections=bogus', { sections: 'bogus' }, 'query.sections');
    await invalid('without sections', {}, 'query.sections');
    await invalid(
      'force_new_section_timestamp=maybe',
      { sections: 'customer', force_new_section_timestamp: 'maybe' },
      'query.force_new_section_timestamp',
    );
    await rejectsStoreCodes(t, 'loadCustomerSections', { query: { sections: 'customer' } }, found);
  },
});
