import { PAYMENT_METHODS } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Database } from '../../db/types';
import { InvalidInput } from '../errors';
import type { CartRow } from '../cart/cart-access';
import { updateCartColumns } from '../cart/cart-lock';
import { computeTotals } from '../cart/totals';
import type { StoreView } from '../store/store-registry';
import { checkAddress } from './address';
import { checkPickupChoice, type PickupChoice } from './pickup-choice';
import { isPickupMethod, shippingMethodsFor } from './shipping-methods';
import { ORDER_TEXTS } from '../order/order-texts';
import { storeIntl } from '../i18n/store-intl';
import { paymentTitle } from './method-titles';

type StoreLanguage = { languageCode: string; locale: string };

type ShippingInformationRequest = components['schemas']['ShippingInformationRequest'];
type PaymentDetails = components['schemas']['PaymentDetails'];

const FIELD = 'body.addressInformation';

/** The configured payment methods, titled in the store's language. */
export const paymentMethods = (store: StoreLanguage): PaymentDetails['payment_methods'] => {
  const intl = storeIntl(store);
  return PAYMENT_METHODS.map((m) => ({ code: m.code, title: paymentTitle(intl, m.code, m.title) }));
};

/**
 * Saves the checkout's shipping step on the cart (spec 7 Shipping information save): the checked address,
 * the method with its price from configuration, and the pickup date and time — only for pickupdate/pickupdate;
 * for any other method they are stored as null even when sent. Answers the payment methods and the totals
 * the server computes with the new shipping price.
 */
export async function saveShippingInformation(
  db: Database,
  cart: CartRow,
  store: StoreView,
  request: ShippingInformationRequest,
  now: Date,
): Promise<PaymentDetails> {
  const info = request.addressInformation;
  const inStore = { locale: store.locale };
  const shipping = checkAddress(info.shipping_address, `${FIELD}.shipping_address`, inStore);
  const billing = info.billing_address
    ? checkAddress(info.billing_address, `${FIELD}.billing_address`, inStore)
    : null;
  const { shipping_carrier_code: carrier, shipping_method_code: method } = info;
  const offered = await shippingMethodsFor(db, store, shipping.country_id);
  const chosen = offered.find((m) => m.carrier_code === carrier && m.method_code === method);
  if (!chosen) {
    throw new InvalidInput(ORDER_TEXTS.shippingMethod, `${FIELD}.shipping_method_code`);
  }
  const pickup: PickupChoice | null = isPickupMethod(carrier, method)
    ? checkPickupChoice(info.extension_attributes?.shipping_information, store.timezone, now)
    : null;
  // One statement (no transaction): the totals come from the cart as this write left it, not from a re-read.
  const written = await updateCartColumns(
    db,
    cart,
    `shipping_address = $2, billing_address = $3, shipping_carrier_code = $4, shipping_method_code = $5,
     shipping_amount = $6, pickup_date = $7, pickup_time = $8`,
    [
      JSON.stringify(shipping),
      billing ? JSON.stringify(billing) : null,
      carrier,
      method,
      chosen.amount,
      pickup?.date ?? null,
      pickup?.time ?? null,
    ],
  );
  return {
    payment_methods: paymentMethods(store),
    totals: await computeTotals(db, written, store),
  };
}
