import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { deliveryCountry, undeliveredCountry } from './cart-inputs';
import { guestCartPath, rejectsCartIds, refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';

const COUNTRY = { status: 400, code: 'validation_failed', field: 'body.address.country_id' } as const;

const offersMethods = (country: string) => (methods: { available: boolean }[]) =>
  methods.some((m) => m.available)
    ? null
    : `no available method for ${country}, a country the checkout offers`;

export const estimateGuestShippingMethods = (found: Discovered): Scenario => ({
  operationId: 'estimateGuestShippingMethods',
  async run(t) {
    await refusesSignedOut(t, 'estimateMineShippingMethods', { body: { address: { country_id: 'CH' } } });
    const path = guestCartPath(found);
    const country = deliveryCountry(found);
    const address = {
      country_id: country.id,
      postcode: country.postcode_examples[0] ?? null,
      region: null,
      region_id: null,
    };
    found.shippingMethods =
      (await t.ok(
        'estimateGuestShippingMethods',
        `to ${country.id}`,
        { path, body: { address } },
        offersMethods(country.id),
      )) ?? [];
    const nowhere = undeliveredCountry(found);
    await t.ok(
      'estimateGuestShippingMethods',
      `to ${nowhere}, a country the checkout does not offer`,
      { path, body: { address: { country_id: nowhere } } },
      (methods) =>
        methods.length ? `${methods.length} methods to a country the checkout does not deliver to` : null,
    );
    await t.rejects(
      'estimateGuestShippingMethods',
      `country_id ${country.id.toLowerCase()}`,
      { path, body: { address: { country_id: country.id.toLowerCase() } } },
      COUNTRY,
    );
    await t.rejects(
      'estimateGuestShippingMethods',
      'without an address',
      { path, body: {} },
      { status: 400, code: 'validation_failed', field: 'body.address' },
    );
    await rejectsCartIds(t, 'estimateGuestShippingMethods', { body: { address } });
  },
});

export const estimateMineShippingMethods = (found: Discovered): Scenario => ({
  operationId: 'estimateMineShippingMethods',
  async run(t) {
    const country = deliveryCountry(found);
    const body = { address: { country_id: country.id } };
    await refusesWithoutRequestedWith(t, found, 'estimateMineShippingMethods', { body });
    if (!found.signedIn) return;
    await t.ok('estimateMineShippingMethods', `to ${country.id}`, { body }, offersMethods(country.id));
    await t.rejects(
      'estimateMineShippingMethods',
      `country_id ${country.id.toLowerCase()}`,
      { body: { address: { country_id: country.id.toLowerCase() } } },
      COUNTRY,
    );
  },
});
