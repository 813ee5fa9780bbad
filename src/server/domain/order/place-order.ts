import { EXTRA_FEE, type PaymentMethodCode } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { invalidateCatalogueStock } from '../catalog/catalog-cache';
import type { StoreTexts } from '../catalog/store-text';
import { loadStoreTexts } from '../catalog/store-texts';
import { loadCartLines, totalsOf } from '../cart/totals';
import { checkAddress } from '../checkout/address';
import { subscribeOrderEmail } from '../checkout/newsletter';
import { boutiqueCountries, shippingMethodCode } from '../checkout/shipping-methods';
import { storeIntl } from '../i18n/store-intl';
import { paymentProviderFor } from '../payment/providers';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { checkLines, checkShipping, orderEmail } from './order-checks';
import { claimCart } from './claim-cart';
import { giftBoxLine } from './gift-box-line';
import { recordOrder, type OrderLine } from './order-record';
import { claimIdempotencyKey, requestFingerprint } from './idempotency';
import { findPlacedOrder, isDuplicateKeyError, type CartKey, type IdempotentRequest } from './replay';
import { checkStockAsRead, takeStock } from './stock';
import { checkUnpaidOrderLimits } from './unpaid-order-limits';

type PlacedOrder = components['schemas']['PlacedOrder'];
type PaymentInformationRequest = components['schemas']['PaymentInformationRequest'];

export interface PlaceOrderInput {
  store: StoreView;
  session: Session;
  cartKey: CartKey;
  idempotencyKey: string;
  request: PaymentInformationRequest;
  now: Date;
  /** The client's address: unpaid orders and the stock they hold are limited per address. */
  clientAddress: string;
  /** The shop's public origin, for the newsletter confirmation mail's link. */
  publicUrl: string;
}

/**
 * Places the order in ONE transaction: everything below commits together or not at all, so a failure at
 * any step (short stock, a bad address, the provider) leaves the cart and the stock as they were.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const idempotency: IdempotentRequest = {
    key: input.idempotencyKey,
    fingerprint: requestFingerprint(input.store, input.session, input.cartKey, input.request),
  };
  try {
    // Catalogue text and the boutiques' countries from the cache, before the transaction (whose reads bypass
    // it): two statements fewer.
    const catalogue = {
      texts: await loadStoreTexts(db, input.store.id),
      boutiques: await boutiqueCountries(db),
    };
    const placed = await db.transaction((tx) => placeInTransaction(tx, input, idempotency, catalogue));
    await invalidateCatalogueStock(db); // committed: listings must show the units this order took
    return placed;
  } catch (err) {
    // Another cart committed an order with this key between our check and our insert.
    if (isDuplicateKeyError(err)) {
      const placed = await findPlacedOrder(db, idempotency, input.store, input.session, input.cartKey);
      if (placed) return placed;
    }
    throw err;
  }
}

async function placeInTransaction(
  tx: Queryable,
  input: PlaceOrderInput,
  idempotency: IdempotentRequest,
  /** Catalogue facts read through the cache before the transaction (whose own reads bypass it). */
  { texts, boutiques }: { texts: StoreTexts; boutiques: ReadonlySet<string> },
): Promise<PlacedOrder> {
  const { store, session, cartKey, request, now } = input;
  await claimIdempotencyKey(tx, idempotency.key);
  const claimed = await claimCart(tx, store, session, cartKey, idempotency);
  if ('placed' in claimed) return claimed.placed;
  const { cart } = claimed;

  const lines = await loadCartLines(tx, cart, store, texts);
  checkLines(lines);
  checkStockAsRead(lines);
  const shipping = checkShipping(claimed, store, now, boutiques);
  const email = await orderEmail(tx, cart.customerId, request.email);
  const billing = request.billingAddress
    ? checkAddress(request.billingAddress, 'body.billingAddress', { locale: store.locale })
    : (shipping.billing ?? shipping.address);
  // The server's prices, and the shipping price configured today.
  const totals = totalsOf({ ...cart, shippingAmount: shipping.method.amount }, lines, storeIntl(store));

  await checkUnpaidOrderLimits(tx, input.clientAddress, lines);
  const orderLines: OrderLine[] = cart.hasGiftBox
    ? [...lines, await giftBoxLine(tx, cart.currencyCode, storeIntl(store))]
    : lines;
  const method: PaymentMethodCode = request.paymentMethod.method;
  // The order, its lines and the cart's closing, in one statement (order-record.ts).
  const { id: orderId, incrementId } = await recordOrder(
    tx,
    {
      storeId: store.id,
      cartId: cart.id,
      customerId: cart.customerId,
      email,
      currency: cart.currencyCode,
      subtotal: totals.subtotal,
      shippingAmount: totals.shipping_amount,
      extraFee: totals.total_segments.find((s) => s.code === EXTRA_FEE.code)?.value ?? 0,
      grandTotal: totals.grand_total,
      totalSegments: totals.total_segments,
      shippingMethod: shippingMethodCode(shipping.method.carrier_code, shipping.method.method_code),
      shippingAddress: shipping.address,
      billingAddress: billing,
      paymentMethod: method,
      pickupDate: shipping.pickup?.date ?? null,
      pickupTime: shipping.pickup?.time ?? null,
      hasGiftBox: cart.hasGiftBox,
      giftMessage: cart.giftMessage,
      idempotencyKey: idempotency.key,
      idempotencyFingerprint: idempotency.fingerprint,
      sessionHash: session.idHash,
      newsletter: cart.newsletterSubscribe,
      clientAddress: input.clientAddress,
    },
    orderLines,
  );
  if (cart.newsletterSubscribe) {
    await subscribeOrderEmail(tx, {
      email,
      storeId: store.id,
      customerId: cart.customerId,
      link: { publicUrl: input.publicUrl, storeCode: store.code },
    });
  }
  // The units are taken as late as can be: from here to the commit the order holds the row lock of each watch
  // it takes, and every other order of that watch waits for it (a new watch everyone wants: all of them). Before
  // the payment starts, so that no payment is started for units the order could not take (the sandbox's start
  // is one insert; a provider that calls out over the network should do so after the commit).
  await takeStock(
    tx,
    orderLines.map((l) => ({ productId: l.productId, name: l.name, qty: l.qty })),
  );
  const { redirectUrl } = await paymentProviderFor(method).startPayment(tx, {
    id: orderId,
    incrementId,
    method,
    amount: totals.grand_total,
    currency: cart.currencyCode,
    storeCode: store.code,
  });
  return {
    order_id: orderId,
    increment_id: incrementId,
    status: 'pending_payment',
    redirect_url: redirectUrl,
  };
}
