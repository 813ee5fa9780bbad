import { COOKIE } from '../../../../src/common/cookie-names';
import { getAddress } from '../../../../src/server/domain/address-book/address-book';
import { hashToken } from '../../../../src/server/domain/session/session-store';
import type { Mutation } from '../plant';
import { params, requestBody } from './planted-request';

/** Another customer's address, read for a request that names it (the mutation that answers it). */
const addresses = new WeakMap<object, unknown>();

/** Behaviour: one customer's resources through another customer's session (rule customer-isolation). */
export const CUSTOMER_ISOLATION_MUTATIONS: Mutation[] = [
  {
    name: 'answers another customer’s address',
    only: ['deleteCustomerAddress'],
    signedIn: true,
    async beforeHandler(at) {
      if (at.operationId !== 'getCustomerAddress') return;
      const id = Number(params(at).addressId);
      const { rows } = await at.db.query<{ customer_id: number }>(
        'select customer_id from customer_address where id = $1',
        [id],
      );
      if (rows[0]) addresses.set(at.request, await getAddress(at.db, rows[0].customer_id, id));
    },
    send(at, payload) {
      const address = addresses.get(at.request);
      if (!address || at.reply.statusCode !== 404) return payload;
      at.reply.code(200);
      return JSON.stringify([{ address }]);
    },
    caughtBy: { operationId: 'getCustomerAddress', problem: /^status 200 instead of 404$/ },
  },
  {
    name: 'removes another customer’s wishlist item',
    only: ['removeWishlistItem'],
    signedIn: true,
    async beforeHandler(at) {
      const item = Number(requestBody(at)?.item);
      if (at.operationId !== 'removeWishlistItem' || !Number.isInteger(item)) return;
      // Another customer's only: the session's own items go the handler's way, the seed's stay.
      const token = at.request.cookies[COOKIE.session] ?? '';
      await at.db.query(
        `delete from wishlist_item i using wishlist w
          where i.id = $1 and i.wishlist_id = w.id
            and w.customer_id is distinct from (select customer_id from session where id_hash = $2)`,
        [item, hashToken(token)],
      );
    },
    caughtBy: {
      operationId: 'getWishlist',
      problem: /^rule customer-isolation: wishlist item \d+ of the first customer left the wishlist/,
    },
  },
];
