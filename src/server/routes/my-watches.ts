import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '../../common/cookie-names';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { addToSessionCart } from '../domain/cart/form-add';
import { NotFound, Unauthenticated } from '../domain/errors';
import { checkWarranty, loadMyWatches, loadWatchStraps } from '../domain/my-watches/my-watches';
import { removeOwnedWatch } from '../domain/my-watches/registered-watches.sql';
import { MY_WATCHES_MESSAGES } from '../domain/my-watches/texts';
import type { Session } from '../domain/session/session-types';
import { HttpError } from '../lib/http-error';
import { isSameOriginRequest } from '../lib/same-origin-request';
import { setClientCookie } from '../plugins/session';
import type { RouteDeps } from './deps';
import { apiMessage, sayIn } from '../domain/i18n/api-message';

async function customerOf(session: () => Promise<Session>): Promise<number> {
  const { customerId } = await session();
  if (customerId === null) throw new Unauthenticated(MY_WATCHES_MESSAGES.signedOut);
  return customerId;
}

const isNavigation = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;
const isScript = (request: FastifyRequest) => request.headers['x-requested-with'] === 'XMLHttpRequest';

function redirect(reply: FastifyReply, location: string): void {
  void reply.code(303).header('Location', location).header('Cache-Control', 'no-store');
}

/** My watches (spec 2.10, 7 Watches): every watch call answers for the signed-in customer's own watches only. */
export function myWatchesRoutes({ db, cookies }: RouteDeps): Handlers {
  return {
    listMyWatches: async ({ store, session, reply }) => {
      const customerId = await customerOf(session);
      reply.header('Cache-Control', 'no-store');
      return loadMyWatches(db, customerId, store);
    },

    listMyWatchStraps: async ({ store, query, session, reply }) => {
      const customerId = await customerOf(session);
      const straps = await loadWatchStraps(db, customerId, Number(query.watch_id), store);
      if (!straps) throw new NotFound(MY_WATCHES_MESSAGES.notYours, 'query.watch_id');
      reply.header('Cache-Control', 'no-store');
      return straps;
    },

    checkWarranty: async ({ store, body, session, reply }) => {
      const customerId = await customerOf(session);
      reply.header('Cache-Control', 'no-store');
      return checkWarranty(db, customerId, Number(body.watch_id), store);
    },

    removeMyWatch: async ({ store, query, session, request, reply }) => {
      // A GET that removes (the spec's URL carries only watch_id): only this site's own pages may send it.
      if (!isSameOriginRequest(request)) {
        throw new HttpError(403, 'header_required', MY_WATCHES_MESSAGES.crossSite, 'header.sec-fetch-site');
      }
      const { customerId } = await session();
      if (customerId === null) {
        if (!isNavigation(request)) throw new Unauthenticated(MY_WATCHES_MESSAGES.signedOut);
        const signIn = storePaths.signIn(store.code, storePaths.myWatches(store.code));
        redirect(reply, signIn);
        return {
          result: 'not_found',
          message: sayIn(store)(MY_WATCHES_MESSAGES.signedOut),
          redirect_url: signIn,
        };
      }
      // Another customer's watch is answered as one that does not exist, and stays where it is.
      const removed = await removeOwnedWatch(db, customerId, Number(query.watch_id));
      const result = removed ? 'removed' : 'not_found';
      const redirectUrl = storePaths.myWatches(store.code, result);
      if (isNavigation(request)) redirect(reply, redirectUrl);
      else reply.header('Cache-Control', 'no-store');
      return {
        result,
        message: sayIn(store)(removed ? MY_WATCHES_MESSAGES.removed : MY_WATCHES_MESSAGES.notYours),
        redirect_url: redirectUrl,
      };
    },

    addToCartForm: async ({ store, body, sessionToKeep, request, reply }) => {
      const { name } = await addToSessionCart(db, store, await sessionToKeep(), request.ip, {
        productId: Number(body.product),
        qty: Number(body.qty),
      });
      // Magento's sections.xml: checkout/cart/add makes the `cart` section stale.
      setClientCookie(reply, cookies, COOKIE.invalidateSections, 'cart');
      const cartUrl = storePaths.cart(store.code);
      if (!isScript(request)) redirect(reply, cartUrl);
      const message = sayIn(store)(apiMessage(MY_WATCHES_MESSAGES.addedToCart, { name }));
      return { success: true, message, cart_url: cartUrl };
    },
  };
}
