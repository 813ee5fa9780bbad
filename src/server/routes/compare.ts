import type { Handlers } from '../contract/handler-types';
import { addToCompare, clearCompare, removeFromCompare } from '../domain/compare/compare-items';
import { loadCompareList } from '../domain/compare/compare-list';
import { compareOwnerOf } from '../domain/compare/owner';
import type { Session } from '../domain/session/session-types';
import type { StoreView } from '../domain/store/store-registry';
import type { RouteDeps } from './deps';

/**
 * The comparison list of whoever the session is: the signed-in customer's, or the guest session's own. Every
 * call answers the whole list, so the page and the header update from one response.
 */
export function compareRoutes({ db }: RouteDeps): Handlers {
  const run = async (
    view: StoreView,
    session: () => Promise<Session>,
    change?: (owner: ReturnType<typeof compareOwnerOf>) => Promise<void>,
  ) => {
    const owner = compareOwnerOf(await session());
    if (change) await change(owner);
    return loadCompareList(db, owner, view);
  };

  return {
    getCompareList: async ({ store, session, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return run(store, session);
    },
    // The list is kept on the session's row (the only write here that gives an anonymous session one).
    addCompareItem: async ({ store, keepSession, body }) =>
      run(store, keepSession, (owner) => addToCompare(db, owner, body.product_id)),
    removeCompareItem: async ({ store, session, params }) =>
      run(store, session, (owner) => removeFromCompare(db, owner, params.product_id)),
    clearCompareList: async ({ store, session }) => run(store, session, (owner) => clearCompare(db, owner)),
  };
}
