import type { components } from '../../../src/common/contract/schema.gen';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import {
  addressIn,
  deliveryCountry,
  pickupDates,
  undeliveredCountry,
  unofferedPickupTime,
} from './cart-inputs';
import {
  guestCartPath,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import { totalsProblem } from './cart-totals';
import type { Discovered } from './discovered';

type ShippingMethod = components['schemas']['ShippingMethod'];
type PaymentDetails = components['schemas']['PaymentDetails'];

const OPERATION = { guest: 'saveGuestShippingInformation', mine: 'saveMineShippingInformation' } as const;
/** The pickup method: the only one that takes a pickup date and time (the contract's operation summary). */
const PICKUP = 'pickupdate';
const INFO = 'body.addressInformation';
const PICKUP_FIELD = `${INFO}.extension_attributes.shipping_information`;

interface Choice {
  method: ShippingMethod;
  date?: string;
  time?: string;
}

/** The shipping step's body: the delivery address, a method and, when given, a pickup date and time. */
function shippingBody(found: Discovered, { method, date, time }: Choice) {
  return {
    addressInformation: {
      shipping_address: addressIn(deliveryCountry(found)),
      billing_address: null,
      shipping_carrier_code: method.carrier_code,
      shipping_method_code: method.method_code,
      ...(date !== undefined && time !== undefined
        ? { extension_attributes: { shipping_information: { pickup_date: date, pickup_time: time } } }
        : {}),
    },
  };
}

function methods(found: Discovered): { pickup: ShippingMethod; other: ShippingMethod } {
  const country = deliveryCountry(found).id;
  const pickup = found.shippingMethods.find((m) => m.carrier_code === PICKUP && m.method_code === PICKUP);
  const other = found.shippingMethods.find((m) => m !== pickup && m.available);
  return {
    pickup: need(pickup, `boutique pickup (${PICKUP}/${PICKUP}) among the methods estimated for ${country}`),
    other: need(other, `a method other than pickup among the methods estimated for ${country}`),
  };
}

export const saveGuestShippingInformation = (found: Discovered): Scenario => ({
  operationId: 'saveGuestShippingInformation',
  async run(t) {
    const { pickup, other } = methods(found);
    await refusesSignedOut(t, 'saveMineShippingInformation', {
      body: shippingBody(found, { method: other }),
    });
    const { cartId } = guestCartPath(found);
    const path = { cartId };
    const times = need(found.checkoutConfig, 'getCheckoutConfig').pickup.time_options;
    const dates = pickupDates(found);
    await savesPickup(t, found, 'guest', path);
    const invalid = (label: string, choice: Choice, field: string | undefined) =>
      t.rejects(
        'saveGuestShippingInformation',
        label,
        { path, body: shippingBody(found, choice) },
        { status: 400, code: 'validation_failed', field },
      );
    await invalid(
      `pickup on ${dates.before}, the day before the window`,
      { method: pickup, date: dates.before, time: times[0] },
      `${PICKUP_FIELD}.pickup_date`,
    );
    await invalid('pickup without a date and time', { method: pickup }, undefined);
    const nowhere = undeliveredCountry(found);
    const body = shippingBody(found, { method: other });
    await t.rejects(
      'saveGuestShippingInformation',
      `shipping address in ${nowhere}, a country the checkout does not offer`,
      {
        path,
        body: {
          addressInformation: {
            ...body.addressInformation,
            shipping_address: {
              ...body.addressInformation.shipping_address,
              country_id: nowhere,
              region: null,
              region_id: null,
            },
          },
        },
      },
      { status: 400, code: 'validation_failed', field: `${INFO}.shipping_address.country_id` },
    );
    await t.rejects(
      'saveGuestShippingInformation',
      'method teleport/teleport, not offered',
      {
        path,
        body: shippingBody(found, {
          method: { ...other, carrier_code: 'teleport', method_code: 'teleport' },
        }),
      },
      { status: 400, code: 'validation_failed' },
    );
    await rejectsCartIds(t, 'saveGuestShippingInformation', { body });

    // Last, so that the order is placed with it: pickup fields sent with another method are accepted, then
    // dropped (the order must show no pickup).
    const label = `${other.carrier_code}/${other.method_code} with pickup fields (ignored)`;
    const saved = await t.ok(
      'saveGuestShippingInformation',
      label,
      { path, body: shippingBody(found, { method: other, date: dates.inside, time: times[0] }) },
      (details) => detailsProblem(details, other, found, 'guest'),
    );
    if (saved) {
      found.guest.shipping = { method: other, pickupDate: null, pickupTime: null };
      found.guest.totals = saved.totals;
    }
  },
});

export const saveMineShippingInformation = (found: Discovered): Scenario => ({
  operationId: 'saveMineShippingInformation',
  async run(t) {
    const { other } = methods(found);
    await refusesWithoutRequestedWith(t, found, 'saveMineShippingInformation', {
      body: shippingBody(found, { method: other }),
    });
    if (found.signedIn) await savesPickup(t, found, 'mine', {});
  },
});

/**
 * Boutique pickup inside the window (the order is placed with it on the customer's cart), then a date after
 * the window and a time that is not offered, each refused naming its field.
 */
async function savesPickup(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  path: Record<string, string>,
): Promise<void> {
  const operationId = OPERATION[side];
  const { pickup } = methods(found);
  const times = need(found.checkoutConfig, 'getCheckoutConfig').pickup.time_options;
  const time = need(times[0], 'a pickup time option (getCheckoutConfig)');
  const dates = pickupDates(found);
  const saved = await t.ok(
    operationId,
    `boutique pickup on ${dates.inside} at ${time}`,
    { path, body: shippingBody(found, { method: pickup, date: dates.inside, time }) },
    (details) => detailsProblem(details, pickup, found, side),
  );
  if (saved) {
    found[side].shipping = { method: pickup, pickupDate: dates.inside, pickupTime: time };
    found[side].totals = saved.totals;
  }
  await t.rejects(
    operationId,
    `pickup on ${dates.after}, the day after the window`,
    { path, body: shippingBody(found, { method: pickup, date: dates.after, time }) },
    { status: 400, code: 'validation_failed', field: `${PICKUP_FIELD}.pickup_date` },
  );
  const bad = unofferedPickupTime(times);
  await t.rejects(
    operationId,
    `pickup at ${bad}, not a time offered`,
    { path, body: shippingBody(found, { method: pickup, date: dates.inside, time: bad }) },
    { status: 400, code: 'validation_failed', field: `${PICKUP_FIELD}.pickup_time` },
  );
}

function detailsProblem(
  details: PaymentDetails,
  method: ShippingMethod,
  found: Discovered,
  side: Side,
): string | null {
  if (!details.payment_methods.length) return 'no payment method to pay with';
  if (details.totals.shipping_amount !== method.amount) {
    const amount = details.totals.shipping_amount;
    return `shipping_amount ${amount} instead of ${method.amount}, the estimated price`;
  }
  return totalsProblem(details.totals, found[side], found);
}
