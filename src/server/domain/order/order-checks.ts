import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Conflict, InvalidInput, Unauthenticated } from '../errors';
import type { CartRow } from '../cart/cart-access';
import type { CartLine } from '../cart/lines';
import type { Address } from '../checkout/address';
import { isPickupStillAllowed, type PickupChoice } from '../checkout/pickup-choice';
import { isPickupMethod, shippingMethodsFor } from '../checkout/shipping-methods';
import type { StoreView } from '../store/store-registry';
import { apiMessage, type ApiText } from '../i18n/api-message';
import { ORDER_TEXTS } from './order-texts';
import { CART_TEXTS } from '../cart/cart-texts';
import { VALIDATION_TEXTS } from '../../contract/validation-texts';

type ShippingMethod = components['schemas']['ShippingMethod'];

export interface ShippingChoice {
  method: ShippingMethod;
  address: Address;
  billing: Address | null;
  pickup: PickupChoice | null;
}

const invalid = (message: ApiText, field?: string) => new InvalidInput(message, field);

export function checkLines(lines: CartLine[]): void {
  if (!lines.length) throw invalid(ORDER_TEXTS.emptyCart);
  const unpriced = lines.find((l) => l.price <= 0);
  if (unpriced) throw new Conflict(apiMessage(ORDER_TEXTS.notSoldHere, { name: unpriced.name }));
}

/**
 * The shipping step as the cart holds it, checked again at order time: the method must still be offered for
 * the address (its price is taken from configuration now, not from what was saved) and a pickup date must
 * still lie in the window — a cart left open for days may have slipped out of it.
 */
export async function checkShipping(
  q: Queryable,
  cart: CartRow,
  store: StoreView,
  now: Date,
): Promise<ShippingChoice> {
  const address = cart.shippingAddress as Address | null;
  const carrier = cart.shippingCarrierCode;
  const code = cart.shippingMethodCode;
  if (!address || !carrier || !code) {
    throw invalid(ORDER_TEXTS.noShipping);
  }
  const offered = await shippingMethodsFor(q, store, address.country_id);
  const method = offered.find((m) => m.carrier_code === carrier && m.method_code === code);
  if (!method) throw invalid(ORDER_TEXTS.methodGone);
  let pickup: PickupChoice | null = null;
  if (isPickupMethod(carrier, code)) {
    pickup = cart.pickupDate && cart.pickupTime ? { date: cart.pickupDate, time: cart.pickupTime } : null;
    if (!pickup || !isPickupStillAllowed(pickup, store.timezone, now)) {
      throw invalid(ORDER_TEXTS.pickupGone);
    }
  }
  const { rows } = await q.query<{ billing_address: Address | null }>(
    'select billing_address from cart where id = $1',
    [cart.id],
  );
  return { method, address, billing: rows[0]?.billing_address ?? null, pickup };
}

/** The guest's e-mail from the request; a customer's is the account's own. */
export async function orderEmail(
  q: Queryable,
  customerId: number | null,
  requested: string | undefined,
): Promise<string> {
  if (customerId === null) {
    if (!requested)
      throw invalid(apiMessage(VALIDATION_TEXTS.required, { field: 'body.email' }), 'body.email');
    return requested;
  }
  const { rows } = await q.query<{ email: string }>('select email from customer where id = $1', [customerId]);
  if (!rows[0]) throw new Unauthenticated(CART_TEXTS.signIn);
  return rows[0].email;
}
