import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const formKeyOf = (cookie: string | undefined) =>
  need(cookie, `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);

/** The availability check: refusals first, then an address no account holds must answer true. */
export const emailAvailability = (found: Discovered, email: string): Scenario => ({
  operationId: 'isEmailAvailable',
  async run(t) {
    const formKey = formKeyOf(t.cookie(COOKIE.formKey));
    const body = { email, form_key: formKey };
    await t.rejects(
      'isEmailAvailable',
      'email not an e-mail',
      { body: { ...body, email: 'nope' } },
      {
        status: 400,
        code: 'validation_failed',
        field: 'body.email',
      },
    );
    await t.rejects(
      'isEmailAvailable',
      'form_key of another session',
      { body: { ...body, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'isEmailAvailable', { body }, found);
    await t.ok('isEmailAvailable', `unknown e-mail ${email}`, { body }, (answer) =>
      answer.availability ? null : 'an e-mail without an account must be available',
    );
  },
});

/**
 * Registers a fresh account (runs last: it signs the session in), then checks that the e-mail is taken for a
 * second registration. When the run registered its second customer, only that account's e-mail is sent again.
 */
export const register = (found: Discovered, email: string): Scenario => ({
  operationId: 'registerCustomer',
  async run(t) {
    const formKey = formKeyOf(t.cookie(COOKIE.formKey));
    const body = {
      email,
      password: 'Verify-Contract-1',
      password_confirmation: 'Verify-Contract-1',
      gender: null,
      firstname: 'Verify',
      lastname: 'Contract',
      dob: null,
      is_subscribed: false,
      form_key: formKey,
    };
    await t.rejects(
      'registerCustomer',
      'without firstname',
      { body: { ...body, firstname: undefined } },
      {
        status: 400,
        code: 'validation_failed',
        field: 'body.firstname',
      },
    );
    await t.rejects(
      'registerCustomer',
      'password of one class',
      { body: { ...body, password: 'abcdefghijk', password_confirmation: 'abcdefghijk' } },
      { status: 400, code: 'validation_failed', field: 'body.password' },
    );
    await t.rejects(
      'registerCustomer',
      'confirmation differs',
      { body: { ...body, password_confirmation: 'Verify-Contract-2' } },
      { status: 400, code: 'validation_failed', field: 'body.password_confirmation' },
    );
    await t.rejects(
      'registerCustomer',
      'date of birth in the future',
      { body: { ...body, dob: '2999-01-01' } },
      { status: 400, code: 'validation_failed', field: 'body.dob' },
    );
    await t.rejects(
      'registerCustomer',
      'form_key of another session',
      { body: { ...body, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'registerCustomer', { body }, found);
    // A run that registered its second customer (second-customer.ts) has seen a registration succeed and sign
    // in: here that e-mail must be taken, which spares the client address one of its 10 registrations an hour.
    if (found.registeredEmail) {
      const taken = { ...body, email: found.registeredEmail };
      await t.ok('registerCustomer', `register ${taken.email} again`, { body: taken }, (answer) =>
        answer.success ? 'a second account with the same e-mail must be refused' : null,
      );
      return;
    }
    await t.ok('registerCustomer', `register ${email}`, { body }, (answer) =>
      answer.success ? null : `registration refused: ${answer.message}`,
    );
    const again = { ...body, form_key: formKeyOf(t.cookie(COOKIE.formKey)) };
    await t.ok('registerCustomer', `register ${email} again`, { body: again }, (answer) =>
      answer.success ? 'a second account with the same e-mail must be refused' : null,
    );
    await t.ok(
      'loadCustomerSections',
      'sections=customer after registering',
      { query: { sections: 'customer' } },
      (answer) => (answer.customer?.is_logged_in ? null : 'the new customer must be signed in'),
    );
  },
});

/** Both operations, with one fresh address. */
export function registrationScenarios(found: Discovered): Scenario[] {
  const email = unknownEmail();
  return [emailAvailability(found, email), register(found, email)];
}
