import type { components } from '../../../src/common/contract/schema.gen';
import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';
import { secondCustomerAddress } from './customer-isolation';
import { secondCustomer } from './second-customer';

type AddressForm = components['schemas']['AddressForm'];

/** An id no book holds (the largest the contract allows): 404 for whoever asks. */
const NO_SUCH_ADDRESS = 2147483647;

const formOf = (formKey: string, city: string): AddressForm => ({
  form_key: formKey,
  firstname: 'Contract',
  lastname: 'Verifier',
  'street.0': '1 Rue de la Paix',
  city,
  country_id: 'FR',
  postcode: '75002',
  telephone: '+33 1 00 00 00 00',
});

/**
 * The address book, signed in (with --email/--password): add an address, read it, edit it, delete it, so a run
 * leaves the book as it found it; signed out, every call answers 401. Runs among the signed-in scenarios.
 */
export function addressBookScenarios(found: Discovered): Scenario[] {
  const state: { id: number | null } = { id: null };
  const formKey = (t: ScenarioContext) =>
    need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);
  const signedIn = () => found.signedIn;
  return [
    {
      operationId: 'listCustomerAddresses',
      async run(t) {
        await refusesWithoutRequestedWith(t, found, 'listCustomerAddresses');
        if (!signedIn()) {
          await t.rejects('listCustomerAddresses', 'signed out', {}, { status: 401, code: 'unauthorized' });
          return;
        }
        await t.ok('listCustomerAddresses', "the customer's addresses", {}, (body) =>
          body.addresses.filter((a) => a.default_billing).length <= 1
            ? null
            : 'two default billing addresses',
        );
        await rejectsStoreCodes(t, 'listCustomerAddresses', {}, found);
      },
    },
    {
      operationId: 'saveNewCustomerAddress',
      async run(t) {
        const form = formOf(formKey(t), 'Paris');
        if (!signedIn()) {
          await t.rejects('saveNewCustomerAddress', 'signed out', { body: form }, { status: 401 });
          return;
        }
        await t.rejects(
          'saveNewCustomerAddress',
          'form_key of another session',
          { body: { ...form, form_key: otherFormKey(form.form_key) } },
          { status: 403, code: 'form_key_invalid' },
        );
        await t.rejects(
          'saveNewCustomerAddress',
          'Japan without a region',
          { body: { ...form, country_id: 'JP', postcode: '100-0001' } },
          { status: 400, code: 'validation_failed', field: 'body.region_id' },
        );
        const saved = await t.ok('saveNewCustomerAddress', 'a new address in Paris', { body: form });
        state.id = saved?.address_id ?? null;
      },
    },
    {
      operationId: 'getCustomerAddress',
      async run(t) {
        const id = state.id ?? NO_SUCH_ADDRESS;
        await refusesWithoutRequestedWith(t, found, 'getCustomerAddress', { path: { addressId: id } });
        if (!signedIn()) {
          await t.rejects('getCustomerAddress', 'signed out', { path: { addressId: id } }, { status: 401 });
          return;
        }
        await t.ok(
          'getCustomerAddress',
          `address ${id}`,
          { path: { addressId: need(state.id, 'a saved address') } },
          (body) => (body[0]?.address.city === 'Paris' ? null : 'the saved city is not Paris'),
        );
        await t.rejects(
          'getCustomerAddress',
          'an address of no book',
          { path: { addressId: NO_SUCH_ADDRESS } },
          { status: 404, code: 'not_found' },
        );
      },
    },
    {
      operationId: 'saveCustomerAddress',
      async run(t) {
        const form = formOf(formKey(t), 'Lyon');
        if (!signedIn()) {
          await t.rejects(
            'saveCustomerAddress',
            'signed out',
            { path: { addressId: NO_SUCH_ADDRESS }, body: form },
            { status: 401 },
          );
          return;
        }
        await t.ok('saveCustomerAddress', 'the address moved to Lyon', {
          path: { addressId: need(state.id, 'a saved address') },
          body: form,
        });
        await t.rejects(
          'saveCustomerAddress',
          'an address of no book',
          { path: { addressId: NO_SUCH_ADDRESS }, body: form },
          { status: 404, code: 'not_found' },
        );
      },
    },
    {
      operationId: 'deleteCustomerAddress',
      async run(t) {
        const key = formKey(t);
        if (!signedIn()) {
          await t.rejects(
            'deleteCustomerAddress',
            'signed out',
            { path: { addressId: NO_SUCH_ADDRESS, form_key: key } },
            { status: 401 },
          );
          return;
        }
        const id = need(state.id, 'a saved address');
        await t.rejects(
          'deleteCustomerAddress',
          'form_key of another session',
          { path: { addressId: id, form_key: otherFormKey(key) } },
          { status: 403, code: 'form_key_invalid' },
        );
        const second = await secondCustomer(t, found);
        if (second) await secondCustomerAddress(t, second, id, formOf, 'Lyon');
        await t.ok('deleteCustomerAddress', `address ${id}`, { path: { addressId: id, form_key: key } });
        await t.rejects(
          'deleteCustomerAddress',
          'the address just deleted',
          { path: { addressId: id, form_key: key } },
          { status: 404, code: 'not_found' },
        );
      },
    },
  ];
}
