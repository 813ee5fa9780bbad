import { COOKIE } from '../../common/cookie-names';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { rememberPendingProduct } from '../domain/wishlist/pending';
import { isWishable, addToWishlist, removeFromWishlist } from '../domain/wishlist/wishlist-items';
import { loadWishlist } from '../domain/wishlist/wishlist-list';
import { signInFirst, unknownProduct } from '../domain/wishlist/rules';
import { setClientCookie } from '../plugins/session';
import type { RouteDeps } from './deps';

/** Magento's sections.xml: wishlist/index/add and wishlist/index/remove make the `wishlist` section stale. */
const STALE_SECTIONS = 'wishlist';

/** The signed-in customer's wishlist (spec 2.13): read, add (a guest signs in first), remove after confirming. */
export function wishlistRoutes({ db, cookies }: RouteDeps): Handlers {
  return {
    getWishlist: async ({ store, session, reply }) => {
      const { customerId } = await session();
      if (customerId === null) throw signInFirst();
      reply.header('Cache-Control', 'no-store');
      return loadWishlist(db, customerId, store);
    },

    addWishlistItem: async ({ store, body, session, keepSession, reply }) => {
      const current = await session();
      if (current.customerId === null) {
        // Remembered on the session for the sign-in this answer asks for (which then adds it).
        if (!(await isWishable(db, body.product_id))) throw unknownProduct();
        const kept = await keepSession();
        await rememberPendingProduct(db, kept.idHash, body.product_id);
        throw signInFirst();
      }
      await addToWishlist(db, current.customerId, body.product_id);
      setClientCookie(reply, cookies, COOKIE.invalidateSections, STALE_SECTIONS);
      return loadWishlist(db, current.customerId, store);
    },

    removeWishlistItem: async ({ store, body, session, request, reply }) => {
      // A browser's form post gets post/redirect/get; a script's JSON post reads where to go.
      const isForm =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const { customerId } = await session();
      if (customerId === null) {
        if (!isForm) throw signInFirst();
        const signIn = storePaths.signIn(store.code);
        void reply.code(303).header('Location', signIn).header('Cache-Control', 'no-store');
        return { redirect_url: signIn };
      }
      await removeFromWishlist(db, customerId, Number(body.item));
      setClientCookie(reply, cookies, COOKIE.invalidateSections, STALE_SECTIONS);
      const wishlist = storePaths.wishlist(store.code);
      if (isForm) void reply.code(303).header('Location', wishlist).header('Cache-Control', 'no-store');
      return { redirect_url: wishlist };
    },
  };
}
