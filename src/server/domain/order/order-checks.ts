import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Conflict, InvalidInput, Unauthenticated } from '../errors';
import type { CartRow } from '../cart/cart-access';
import type { CartLine } from '../cart/lines';
import type { Address } from '../checkout/address';
import { isPickupStillAllowed, type PickupChoice } from '../checkout/pickup-choice';
import { isPickupMethod, methodsOffered } from '../checkout/shipping-methods';
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
 * still lie in the window — a cart left open for days may have slipped out of it. `boutiques`: the countries
 * with a boutique (`boutiqueCountries`, read before the order's transaction); `billing` the cart's.
 */
export function checkShipping(
  { cart, billing }: { cart: CartRow; billing: Address | null },
  store: StoreView,
  now: Date,
  boutiques: ReadonlySet<string>,
): ShippingChoice {
  const address = cart.shippingAddress as Address | null;
  const carrier = cart.shippingCarrierCode;
  const code = cart.shippingMethodCode;
  if (!address || !carrier || !code) {
    throw invalid(ORDER_TEXTS.noShipping);
  }
  const offered = methodsOffered(store, address.country_id, boutiques);
  const method = offered.find((m) => m.carrier_code === carrier && m.method_code === code);
  if (!method) throw invalid(ORDER_TEXTS.methodGone);
  let pickup: PickupChoice | null = null;
  if (isPickupMethod(carrier, code)) {
    pickup = cart.pickupDate && cart.pickupTime ? { date: cart.pickupDate, time: cart.pickupTime } : null;
    if (!pickup || !isPickupStillAllowed(pickup, store.timezone, now)) {
      throw invalid(ORDER_TEXTS.pickupGone);
    }
  }
  return { method, address, billing, pickup };
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
