import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../contract/handler-types';
import { listOperations } from '../contract/operations';
import { compileSchema } from '../contract/validators';
import { findGuestCart, findMineCart } from '../domain/cart/cart-access';
import { agreeToCheckoutNewsletter, NEWSLETTER_MESSAGES } from '../domain/checkout/newsletter';
import { saveShippingInformation } from '../domain/checkout/shipping-information';
import { shippingMethodsFor } from '../domain/checkout/shipping-methods';
import { lastOrderSummary } from '../domain/order/order-summary';
import { placeOrder } from '../domain/order/place-order';
import { HttpError } from '../lib/http-error';
import { requireStore, type RouteDeps } from './deps';

const KEY_HEADER = 'Idempotency-Key';
const KEY_FIELD = `header.${KEY_HEADER}`;
let keyValidator: ((value: unknown) => boolean) | undefined;

/**
 * The contract router validates path, query and body; the Idempotency-Key header is checked here, against
 * the contract's own parameter schema (both order operations share it).
 */
function idempotencyKeyOf(request: FastifyRequest): string {
  if (!keyValidator) {
    const schema = listOperations()
      .find((op) => op.operationId === 'placeGuestOrder')
      ?.parameters.find((p) => p.in === 'header' && p.name === KEY_HEADER)?.schema;
    if (!schema) throw new Error(`The contract has no ${KEY_HEADER} header on placeGuestOrder`);
    keyValidator = compileSchema(schema);
  }
  const value = request.headers[KEY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || value === '') {
    throw new HttpError(400, 'validation_failed', `${KEY_FIELD} is required`, KEY_FIELD);
  }
  if (!keyValidator(value)) {
    throw new HttpError(
      400,
      'validation_failed',
      `${KEY_FIELD} must be 16 to 64 letters, digits, "-" or "_"`,
      KEY_FIELD,
    );
  }
  return value;
}

/** Shipping step, order placement, the newsletter agreement and the success page's order. */
export function checkoutRoutes({ db }: RouteDeps): Handlers {
  return {
    estimateGuestShippingMethods: async ({ store, params, body }) => {
      const view = requireStore(store);
      await findGuestCart(db, view, params.cartId);
      return shippingMethodsFor(db, view, body.address.country_id);
    },

    estimateMineShippingMethods: async ({ store, session, body }) => {
      const view = requireStore(store);
      await findMineCart(db, view, await session(), false);
      return shippingMethodsFor(db, view, body.address.country_id);
    },

    saveGuestShippingInformation: async ({ store, params, body }) => {
      const view = requireStore(store);
      const cart = await findGuestCart(db, view, params.cartId);
      return saveShippingInformation(db, cart, view, body, new Date());
    },

    saveMineShippingInformation: async ({ store, session, body }) => {
      const view = requireStore(store);
      const cart = await findMineCart(db, view, await session(), false);
      return saveShippingInformation(db, cart, view, body, new Date());
    },

    placeGuestOrder: async ({ store, params, body, session, request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return placeOrder(db, {
        store: requireStore(store),
        session: await session(),
        cartKey: { kind: 'guest', maskedId: params.cartId },
        idempotencyKey,
        request: body,
        now: new Date(),
      });
    },

    placeMineOrder: async ({ store, body, session, request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return placeOrder(db, {
        store: requireStore(store),
        session: await session(),
        cartKey: { kind: 'mine' },
        idempotencyKey,
        request: body,
        now: new Date(),
      });
    },

    subscribeCheckoutNewsletter: async ({ store, session }) => {
      await agreeToCheckoutNewsletter(db, requireStore(store), await session());
      return { success: true, message: NEWSLETTER_MESSAGES.recorded };
    },

    getLastOrder: async ({ store, session, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return lastOrderSummary(db, requireStore(store).id, (await session()).idHash);
    },
  };
}
