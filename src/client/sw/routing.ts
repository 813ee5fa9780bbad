/**
 * What the service worker does with each request: one pure function, so the rules are tested without a worker
 * (routing.test.ts) and the worker (sw.ts) only maps each kind to a Workbox strategy.
 *
 * - `navigation`: a store page (`/{store_code}/...`) the shopper opens: network first (a few seconds), then the
 *   copy kept from an earlier visit, then the offline page. Only pages whose HTML is the same for everybody are
 *   kept: never the cart, checkout, account, wishlist or order pages (`navigation-private`: network, else the
 *   offline page).
 * - `catalogue`: a public catalogue read of the API (products, categories, listings, search, menu, store
 *   configuration, content, store locator): stale-while-revalidate with an expiration.
 * - `image`: a product or brand image under `/media/`: cache first with an expiration.
 * - `network`: everything else, never stored: any method but GET, other origins, the cart, the customer's
 *   sections, the account, the checkout, anything that carries the session, the worker itself.
 *
 * The build's hashed scripts and styles and the offline page are precached: Workbox's precache route answers
 * them before these rules are asked.
 */
export type RouteKind = 'navigation' | 'navigation-private' | 'catalogue' | 'image' | 'network';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load; the Fetch API's RequestMode. */
  mode: string;
  /** The Fetch API's RequestDestination (`image`, `script`, `` for fetch()). */
  destination: string;
  /** The worker's own origin. */
  origin: string;
}

/** The contract's store code shape (language + country, `en-int`, `fr-ch`). */
const STORE_CODE = '[a-z]{2}-[a-z0-9]{2,4}';

/**
 * The API's public catalogue reads (GETs of the contract with no session, the same answer for every shopper),
 * below `/rest/{store_code}/V1/`. Written out rather than derived from the contract: a new read stays uncached
 * until someone decides it is public (routing.test.ts checks each against the contract).
 */
const CATALOGUE_READS = [
  'store/config',
  'store/websites',
  'categories',
  'categories/[^/]+/products',
  'products/url-key/[^/]+',
  'search',
  'caseback-menu',
  'caseback-content/home',
  'caseback-content/pages/[^/]+',
  'caseback-straps/compatible/[^/]+',
  'caseback-storelocator/shops',
  'caseback-storelocator/shops/[^/]+',
];
const CATALOGUE = new RegExp(`^/rest/${STORE_CODE}/V1/(${CATALOGUE_READS.join('|')})$`);

/**
 * Store pages whose copy is not kept: what a shopper sees there is theirs (the server renders only the frame,
 * but a kept frame would reopen offline as an account or a checkout with nothing in it), or their URL carries a
 * token (a newsletter confirmation, a password reset).
 */
const PRIVATE_PAGES =
  /^\/[^/]+\/(checkout|customer|sales|wishlist|myaccount|registermywatch|casebackpostal|returnlabel|newsletter|catalog\/product_compare)(\/|$)/;

// A store code first, then the end or a slash: any page of a store.
const STORE_PAGE = new RegExp(['^/', STORE_CODE, '(/|$)'].join(''));

export function routeOf({ url, method, mode, destination, origin }: RequestFacts): RouteKind {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (mode === 'navigate') {
    if (!STORE_PAGE.test(path)) return 'network';
    return PRIVATE_PAGES.test(path) ? 'navigation-private' : 'navigation';
  }
  if (CATALOGUE.test(path)) return 'catalogue';
  if (destination === 'image' && path.startsWith('/media/')) return 'image';
  return 'network';
}

/**
 * Whether an answer may be kept: a success the server did not mark not-to-be-stored (`no-store`, which every
 * answer with personal data carries). `private` answers may be kept: the worker's cache is the shopper's own
 * (RFC 9111 lets a private cache store them), and store pages are `private` only so that no shared cache hands
 * one CSP nonce to every visitor. A second guard behind the rules above.
 */
export function mayKeep(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])no-store([\s,=]|$)/.test(cacheControl);
}
