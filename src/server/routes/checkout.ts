import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../contract/handler-types';
import { findGuestCart, findMineCart } from '../domain/cart/cart-access';
import { agreeToCheckoutNewsletter, NEWSLETTER_MESSAGES } from '../domain/checkout/newsletter';
import { saveShippingInformation } from '../domain/checkout/shipping-information';
import { shippingMethodsFor } from '../domain/checkout/shipping-methods';
import { lastOrderSummary } from '../domain/order/order-summary';
import { placeOrder } from '../domain/order/place-order';
import { shopOrigin, type RouteDeps } from './deps';
import { sayIn } from '../domain/i18n/api-message';

/** The contract router has already required and validated this header (16–64 of [A-Za-z0-9_-]). */
const idempotencyKeyOf = (request: FastifyRequest): string => String(request.headers['idempotency-key']);

/** Shipping step, order placement, the newsletter agreement and the success page's order. */
export function checkoutRoutes({ db, env }: RouteDeps): Handlers {
  const publicUrl = shopOrigin(env);
  return {
    estimateGuestShippingMethods: async ({ store: view, params, body }) => {
      await findGuestCart(db, view, params.cartId);
      return shippingMethodsFor(db, view, body.address.country_id);
    },

    estimateMineShippingMethods: async ({ store: view, session, body }) => {
      await findMineCart(db, view, await session(), false);
      return shippingMethodsFor(db, view, body.address.country_id);
    },

    saveGuestShippingInformation: async ({ store: view, params, body }) => {
      const cart = await findGuestCart(db, view, params.cartId);
      return saveShippingInformation(db, cart, view, body, new Date());
    },

    saveMineShippingInformation: async ({ store: view, session, body }) => {
      const cart = await findMineCart(db, view, await session(), false);
      return saveShippingInformation(db, cart, view, body, new Date());
    },

    // The order is bound to the session (the success page reads it back), so the session is stored.
    placeGuestOrder: async ({ store, params, body, keepSession, request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return placeOrder(db, {
        store: store,
        session: await keepSession(),
        clientAddress: request.ip,
        cartKey: { kind: 'guest', maskedId: params.cartId },
        idempotencyKey,
        request: body,
        now: new Date(),
        publicUrl,
      });
    },

    placeMineOrder: async ({ store, body, session, request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return placeOrder(db, {
        store: store,
        session: await session(),
        clientAddress: request.ip,
        cartKey: { kind: 'mine' },
        idempotencyKey,
        request: body,
        now: new Date(),
        publicUrl,
      });
    },

    subscribeCheckoutNewsletter: async ({ store, session }) => {
      await agreeToCheckoutNewsletter(db, store, await session());
      return { success: true, message: sayIn(store)(NEWSLETTER_MESSAGES.recorded) };
    },

    getLastOrder: async ({ store, session, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return lastOrderSummary(db, store.id, (await session()).idHash);
    },
  };
}
