import type { LightMyRequestResponse } from 'fastify';
import { addDays, todayInTimeZone, toPickupValue } from '../../common/checkout/pickup';
import type { TestApp } from './test-app';
import { shopper, type Shopper } from './cart-test-client';

/** Test steps of the checkout journey, on top of the cart tests' shopper (a browser with its cookies). */
export const WATCH = 'MA-HER-CHR-01-BLU-40';
export const ZURICH = 'Europe/Zurich';

export const ADDRESS = {
  firstname: 'Louise',
  lastname: 'Martin',
  street: ['Rue du Rhône 48'],
  city: 'Genève',
  region: null,
  region_id: null,
  postcode: '1204',
  country_id: 'CH',
  telephone: '+41 22 310 00 00',
};

/** A pickup date `days` from the store's today, as the client sends it (yy-mm-dd). */
export const pickupIn = (days: number, timeZone = ZURICH) =>
  toPickupValue(addDays(todayInTimeZone(timeZone), days));

export function shippingRequest(
  method: 'flatrate' | 'pickupdate',
  pickup?: { pickup_date: string; pickup_time: string },
  address: Record<string, unknown> = ADDRESS,
) {
  return {
    addressInformation: {
      shipping_address: address,
      shipping_carrier_code: method,
      shipping_method_code: method,
      ...(pickup ? { extension_attributes: { shipping_information: pickup } } : {}),
    },
  };
}

let keys = 0;
/** A fresh Idempotency-Key, as the client makes one per checkout attempt. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`.slice(0, 64);

export async function guestWithItem(
  t: TestApp,
  sku = WATCH,
  qty = 1,
): Promise<{ s: Shopper; cartId: string }> {
  const s = shopper(t);
  const cartId = await s.createGuestCart();
  const res = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku, qty } });
  if (res.statusCode !== 200) throw new Error(`add to cart answered ${res.statusCode}: ${res.body}`);
  return { s, cartId };
}

export const saveGuestShipping = (s: Shopper, cartId: string, body: unknown) =>
  s.rest('POST', `/guest-carts/${cartId}/shipping-information`, body);

export function placeGuest(
  s: Shopper,
  cartId: string,
  key: string | null,
  body: Record<string, unknown> = {
    email: 'louise.martin@example.com',
    paymentMethod: { method: 'caseback_paylater' },
  },
): Promise<LightMyRequestResponse> {
  return s.rest(
    'POST',
    `/guest-carts/${cartId}/payment-information`,
    body,
    key ? { 'idempotency-key': key } : {},
  );
}

/** A guest who got as far as the payment step with one watch and boutique pickup. */
export async function guestReadyToPay(t: TestApp, sku = WATCH) {
  const ready = await guestWithItem(t, sku);
  const res = await saveGuestShipping(
    ready.s,
    ready.cartId,
    shippingRequest('pickupdate', { pickup_date: pickupIn(10), pickup_time: '11:00' }),
  );
  if (res.statusCode !== 200) throw new Error(`shipping-information answered ${res.statusCode}: ${res.body}`);
  return ready;
}

export async function stockOf(t: TestApp, sku: string): Promise<number> {
  const { rows } = await t.db.query<{ qty: number }>(
    'select s.qty from stock_item s join product p on p.id = s.product_id where p.sku = $1',
    [sku],
  );
  return rows[0]!.qty;
}

/** The browser following the provider page's form: POST the decision, then the 303. */
export const decide = (t: TestApp, redirectUrl: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `${redirectUrl}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
