import type { components } from '../../../src/common/contract/schema.gen';
import { COOKIE } from '../../../src/common/cookie-names';
import { getAddress } from '../../../src/server/domain/address-book/address-book';
import { hashToken } from '../../../src/server/domain/session/session-store';
import type { Mutation, Planted } from './plant';

type Schemas = components['schemas'];
type Listing = Schemas['ProductListing'];

// The scenarios each mutation needs: the ones it breaks and those that discover their inputs first.
const LISTING = ['listWebsites', 'getStoreConfig', 'getCategoryTree', 'listCategoryProducts'];
const SIGN_IN = ['listWebsites', 'getStoreConfig', 'loadCustomerSections', 'loginCustomer'];
const CART = [
  ...LISTING,
  'getProductByUrlKey',
  'getCheckoutConfig',
  'loadCustomerSections',
  'createGuestCart',
  'getGuestCart',
  'addGuestCartItem',
  'updateGuestCartItem',
  'removeGuestCartItem',
];
const CHECKOUT = [
  ...CART,
  'changeGuestGiftBox',
  'getGuestCartTotals',
  'estimateGuestShippingMethods',
  'saveGuestShippingInformation',
  'getLastOrder',
  'placeGuestOrder',
];

/** The body, copied: the catalogue cache hands out frozen objects shared between requests. */
const copy = <T>(body: unknown): T => structuredClone(body) as T;
const query = (at: Planted) => at.request.query as Record<string, unknown>;
const params = (at: Planted) => at.request.params as Record<string, unknown>;
const requestBody = (at: Planted) => at.request.body as Record<string, unknown>;

/** Per-request notes a mutation keeps between its hooks. */
const notes = new WeakMap<object, string>();
/** Another customer's address, read for a request that names it (the mutation that answers it). */
const addresses = new WeakMap<object, unknown>();
/** Client addresses one mailbox's sign-in limit answered 429 to (the mutation that then locks them out). */
const limitedAddresses = new Set<string>();

export const MUTATIONS: Mutation[] = [
  // Behaviour: listings.
  {
    name: 'answers page 1 again for p=2',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || String(query(at).p) !== '2') return;
      query(at).p = '1';
      notes.set(at.request, 'p2');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'p2') return body;
      const listing = copy<Listing>(body);
      listing.page.current = 2;
      return listing;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule pages-partition: / },
  },
  {
    name: 'ignores page_size while echoing it',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || String(query(at).page_size) !== '24') return;
      delete query(at).page_size;
      notes.set(at.request, 'size24');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'size24') return body;
      const listing = copy<Listing>(body);
      listing.page.size = 24;
      return listing;
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule page-size: 12 items on page 1 of size 24/,
    },
  },
  {
    name: 'ignores dir=desc while echoing it',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || query(at).dir !== 'desc') return;
      query(at).dir = 'asc';
      notes.set(at.request, 'desc');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'desc') return body;
      const listing = copy<Listing>(body);
      listing.sort.direction = 'desc';
      return listing;
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule sort-order: sort=price&dir=desc lists /,
    },
  },
  {
    name: 'counts the other filters without the applied one',
    only: LISTING,
    body(at, body) {
      const listing = body as Listing;
      if (at.operationId !== 'listCategoryProducts' || !listing.active_filters.length) return body;
      const broken = copy<Listing>(body);
      const other = broken.filters.find(
        (f) => f.type === 'checkbox' && !broken.active_filters.some((a) => a.code === f.code),
      );
      if (other?.type === 'checkbox' && other.options[0]) other.options[0].count = broken.total_count + 3;
      return broken;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule filter-applied: option .* counts / },
  },
  {
    name: 'counts a filtered listing without its filter',
    only: LISTING,
    body(at, body) {
      const listing = body as Listing;
      const checkbox = listing.active_filters?.some((a) =>
        listing.filters.some((f) => f.code === a.code && f.type === 'checkbox'),
      );
      if (at.operationId !== 'listCategoryProducts' || !checkbox) return body;
      return { ...listing, total_count: listing.total_count + 1 };
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule filter-applied: total_count \d+ after /,
    },
  },
  {
    name: "counts a category's products in the tree differently from its listing",
    only: LISTING,
    body(at, body) {
      if (at.operationId !== 'getCategoryTree') return body;
      const bump = (nodes: Schemas['CategoryNode'][]): void => {
        for (const node of nodes) {
          if (node.product_count > 0) node.product_count += 1;
          bump(node.children);
        }
      };
      const tree = copy<Schemas['CategoryTree']>(body);
      bump(tree.items);
      return tree;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule category-count: / },
  },
  {
    name: 'does not find a product by its own name',
    only: [...LISTING, 'searchProducts'],
    body(at, body) {
      if (at.operationId !== 'searchProducts') return body;
      const term = String(query(at).q);
      const listing = copy<Listing>(body);
      for (const item of listing.items) if (item.name === term) item.id += 100_000;
      return listing;
    },
    caughtBy: { operationId: 'searchProducts', problem: /^rule search-finds-name: / },
  },
  {
    name: 'reads another product by url key than the listing shows',
    only: [...LISTING, 'getProductByUrlKey'],
    body(at, body) {
      if (at.operationId !== 'getProductByUrlKey') return body;
      const detail = copy<Schemas['ProductDetail']>(body);
      detail.name = `${detail.name} (another)`;
      return detail;
    },
    caughtBy: { operationId: 'getProductByUrlKey', problem: /^rule product-matches-listing: name / },
  },
  // Behaviour: carts, totals and orders.
  {
    name: 'totals a line at other than price × qty',
    only: CART,
    body(at, body) {
      if (at.operationId !== 'updateGuestCartItem') return body;
      const cart = copy<Schemas['Cart']>(body);
      const line = cart.items.find((i) => i.qty > 1);
      if (line) line.row_total = line.price;
      return cart;
    },
    caughtBy: {
      operationId: 'updateGuestCartItem',
      problem: /^rule line-total: response\.items\[\d+\]\.row_total /,
    },
  },
  {
    name: 'answers a subtotal that is not the sum of the lines',
    only: CHECKOUT,
    body(at, body) {
      if (at.operationId !== 'getGuestCartTotals') return body;
      const totals = copy<Schemas['Totals']>(body);
      totals.subtotal += 100;
      totals.grand_total += 100;
      for (const s of totals.total_segments)
        if (s.code === 'subtotal' || s.code === 'grand_total') s.value += 100;
      return totals;
    },
    caughtBy: {
      operationId: 'getGuestCartTotals',
      problem: /^subtotal \d+ instead of \d+, the sum of the lines$/,
    },
  },
  {
    name: "places an order for another total than its cart's",
    only: CHECKOUT,
    body(at, body) {
      if (at.operationId !== 'getLastOrder') return body;
      const order = copy<Schemas['OrderSummary']>(body);
      for (const s of order.total_segments) if (s.code === 'grand_total') s.value += 500;
      return order;
    },
    caughtBy: { operationId: 'getLastOrder', problem: /^rule order-total: the order's grand_total / },
  },
  {
    name: 'places an order without taking its stock',
    only: CHECKOUT,
    async beforeHandler(at) {
      if (at.operationId !== 'placeGuestOrder') return;
      // What the order is about to take is added first, written around the shop (no change feed): the stock
      // ends as it was before the order.
      await at.db.query(
        `update stock_item s set qty = s.qty + i.qty
           from cart_item i join cart c on c.id = i.cart_id
          where c.masked_id = $1 and s.product_id = i.product_id`,
        [String(params(at).cartId)],
      );
    },
    caughtBy: { operationId: 'getProductByUrlKey', problem: /^rule stock-follows-order: / },
  },
  {
    name: "changes a line of one cart through another cart's path",
    only: CART,
    async beforeHandler(at) {
      if (at.operationId !== 'updateGuestCartItem' && at.operationId !== 'removeGuestCartItem') return;
      // The line found by its id alone, in whichever cart holds it.
      const { rows } = await at.db.query<{ masked_id: string }>(
        'select c.masked_id from cart_item i join cart c on c.id = i.cart_id where i.id = $1',
        [Number(params(at).itemId)],
      );
      if (rows[0]) params(at).cartId = rows[0].masked_id;
    },
    caughtBy: { operationId: 'updateGuestCartItem', problem: /^status 200 instead of 404$/ },
  },
  {
    name: "answers another cart's order for its Idempotency-Key",
    only: [...CHECKOUT, 'updateGuestCartItem'],
    send(at, payload) {
      if (at.operationId !== 'placeGuestOrder') return payload;
      const key = String(at.request.headers['idempotency-key']);
      const cartId = String(params(at).cartId);
      const seen = placedByKey.get(key);
      if (at.reply.statusCode === 200 && !seen) placedByKey.set(key, { cartId, payload });
      if (at.reply.statusCode === 422 && seen && seen.cartId !== cartId) {
        at.reply.code(200);
        return seen.payload;
      }
      return payload;
    },
    caughtBy: { operationId: 'placeGuestOrder', problem: /^status 200 instead of 422$/ },
  },
  {
    name: 'takes a negative quantity as a positive one',
    only: CART,
    beforeValidation(at) {
      const item = requestBody(at)?.cartItem as { qty?: number } | undefined;
      if (at.operationId === 'addGuestCartItem' && item?.qty !== undefined && item.qty < 0)
        item.qty = -item.qty;
    },
    caughtBy: { operationId: 'addGuestCartItem', problem: /^status 200 instead of 400$/ },
  },
  {
    name: 'places a guest order for a malformed e-mail',
    only: CHECKOUT,
    beforeValidation(at) {
      const body = requestBody(at);
      if (at.operationId === 'placeGuestOrder' && body?.email === 'not-an-email')
        body.email = 'not-an-email@example.com';
    },
    caughtBy: { operationId: 'placeGuestOrder', problem: /^status 200 instead of 400$/ },
  },
  // Behaviour: sessions, sign-in, redirects, challenges.
  {
    name: 'keeps the session token on sign-in',
    only: SIGN_IN,
    signedIn: true,
    send(at, payload) {
      if (at.operationId === 'loginCustomer') withoutSetCookie(at, (c) => c.startsWith(`${COOKIE.session}=`));
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /^rule session-rotated: / },
  },
  {
    name: 'sets the session cookie without HttpOnly',
    only: SIGN_IN,
    send(at, payload) {
      rewriteSetCookie(at, (c) => (c.startsWith(`${COOKIE.session}=`) ? c.replace(/; HttpOnly/i, '') : c));
      return payload;
    },
    caughtBy: {
      operationId: 'loadCustomerSections',
      problem: /^rule session-cookie: caseback_session set without HttpOnly$/,
    },
  },
  {
    name: 'never limits failed sign-ins',
    only: SIGN_IN,
    beforeHandler: forgetSignInCounters('login:%'),
    caughtBy: { operationId: 'loginCustomer', problem: /^status 200 instead of 403$/ },
  },
  {
    name: 'answers the sign-in limit without Retry-After',
    only: SIGN_IN,
    send(at, payload) {
      if (at.operationId === 'loginCustomer' && at.reply.statusCode === 429)
        at.reply.removeHeader('retry-after');
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /Retry-After/ },
  },
  {
    name: 'never answers 429 to one mailbox’s attempts from one address',
    only: SIGN_IN,
    beforeHandler: forgetSignInCounters('login:ip-account:%'),
    caughtBy: { operationId: 'loginCustomer', problem: /^status 403 instead of 429$/ },
  },
  {
    name: 'locks every customer of an address out once one mailbox is limited',
    only: SIGN_IN,
    signedIn: true,
    async beforeHandler(at) {
      if (at.operationId !== 'loginCustomer' || !limitedAddresses.has(at.request.ip)) return;
      await at.db.query("update rate_limit set hits = 1000000 where bucket = 'login:ip:' || $1", [
        at.request.ip,
      ]);
    },
    send(at, payload) {
      if (at.operationId === 'loginCustomer' && at.reply.statusCode === 429)
        limitedAddresses.add(at.request.ip);
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /^status 429 instead of 200$/ },
  },
  // Behaviour: one customer's resources through another customer's session (rule customer-isolation).
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
  {
    name: 'answers a 401 without WWW-Authenticate',
    only: CART,
    send(at, payload) {
      if (at.reply.statusCode === 401) at.reply.removeHeader('www-authenticate');
      return payload;
    },
    caughtBy: { operationId: 'addMineCartItem', problem: /WWW-Authenticate/ },
  },
  {
    name: 'hands the shopper a redirect to another origin',
    only: SIGN_IN,
    body(at, body) {
      if (at.operationId !== 'loginCustomer') return body;
      return { ...(body as object), redirect_url: '//shop.example.net/customer/account' };
    },
    caughtBy: {
      operationId: 'loginCustomer',
      problem: /^rule same-origin-redirect: response\.redirect_url /,
    },
  },
  // Shape: what the verifier caught before it checked behaviour.
  {
    name: 'answers 201 where the contract says 200',
    only: ['listWebsites', 'getStoreConfig'],
    send(at, payload) {
      if (at.operationId === 'getStoreConfig' && at.reply.statusCode === 200) at.reply.code(201);
      return payload;
    },
    caughtBy: { operationId: 'getStoreConfig', problem: /^status 201 instead of 200$/ },
  },
  {
    name: 'leaves out a required field',
    only: LISTING,
    body(at, body) {
      if (at.operationId !== 'listCategoryProducts') return body;
      const { total_count: _left, ...rest } = body as Listing;
      return rest;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^response\.total_count is required$/ },
  },
  {
    name: 'answers JSON as text/html',
    only: ['listWebsites', 'getStoreConfig', 'getCategoryTree'],
    send(at, payload) {
      if (at.operationId === 'getCategoryTree') at.reply.header('content-type', 'text/html; charset=utf-8');
      return payload;
    },
    caughtBy: {
      operationId: 'getCategoryTree',
      problem: /^content type text\/html instead of application\/json$/,
    },
  },
];

/** A sign-in that forgets, before it counts, the limiter's counters whose bucket is `like` the pattern. */
function forgetSignInCounters(pattern: string): Mutation['beforeHandler'] {
  return async (at) => {
    if (at.operationId === 'loginCustomer')
      await at.db.query('delete from rate_limit where bucket like $1', [pattern]);
  };
}

const placedByKey = new Map<string, { cartId: string; payload: unknown }>();

function setCookies(at: Planted): string[] {
  const value = at.reply.getHeader('set-cookie');
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
}

function rewriteSetCookie(at: Planted, change: (cookie: string) => string): void {
  const cookies = setCookies(at);
  if (!cookies.length) return;
  at.reply.removeHeader('set-cookie');
  at.reply.header('set-cookie', cookies.map(change));
}

function withoutSetCookie(at: Planted, drop: (cookie: string) => boolean): void {
  const kept = setCookies(at).filter((c) => !drop(c));
  at.reply.removeHeader('set-cookie');
  if (kept.length) at.reply.header('set-cookie', kept);
}
