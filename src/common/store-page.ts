/**
 * A store path read back into the page it shows: the one parser of the router's table (store-paths.ts), so
 * the server's page statuses (plugins/spa.ts) and the client's catalogue route agree on what a path is.
 * It mirrors react-router's matching of `appRoutes`: fixed routes match whole, without regard to case and
 * with or without a trailing slash; a parameter is one segment, percent-decoded; anything else falls to the
 * catalogue route (`*`), where `{url_key}.html` is a product and any other path a category's `url_path`.
 */
import { STORE_CONTROLLERS, STORE_ROUTES } from './store-paths';

type Routes = typeof STORE_ROUTES;
/** The routes without a parameter. */
export type FixedRoute = {
  [K in keyof Routes]: Routes[K] extends `${string}:${string}` ? never : K;
}[keyof Routes];
export type StoreController = keyof typeof STORE_CONTROLLERS;

export type StorePage =
  | { kind: 'home' }
  | { kind: 'route'; route: FixedRoute }
  | { kind: 'story'; identifier: string }
  | { kind: 'shop'; shopKey: string }
  | { kind: 'product'; urlKey: string }
  | { kind: 'category'; urlPath: string }
  /** A server route under the store (a form post, a download), never a page: the router has none. */
  | { kind: 'controller'; controller: StoreController };

/** `{url_key}.html` is a product; any other path is a category's `url_path` (spec 2, Magento's URL scheme). */
export function parseCatalogPath(
  splat: string,
): { kind: 'product'; urlKey: string } | { kind: 'category'; urlPath: string } {
  const path = splat.replace(/\/+$/, '');
  if (path.endsWith('.html')) {
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    return { kind: 'product', urlKey: lastSegment.slice(0, -'.html'.length) };
  }
  return { kind: 'category', urlPath: path };
}

/** As react-router hands parameters over: decoded, or as written when the encoding is broken. */
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const FIXED = Object.entries(STORE_ROUTES).flatMap(([name, route]) =>
  route.includes(':') ? [] : [[route.toLowerCase(), name as FixedRoute] as const],
);
const byFixedPath = new Map<string, FixedRoute>(FIXED);

/** `stories/:identifier` -> [`stories`, the rest], for the routes with one trailing parameter. */
const paramPrefix = (route: string): string => route.slice(0, route.indexOf('/:')).toLowerCase();
const STORY_PREFIX = paramPrefix(STORE_ROUTES.story);
const SHOP_PREFIX = paramPrefix(STORE_ROUTES.storeLocatorShop);

/** The page of a path below the store root (`checkout/cart`, `watches/heritage-38.html`), query excluded. */
export function parseStorePage(rest: string): StorePage {
  const path = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return { kind: 'home' };
  const route = byFixedPath.get(path.toLowerCase());
  if (route) return { kind: 'route', route };
  const segments = path.split('/');
  if (segments.length === 2 && segments[1]) {
    const prefix = segments[0]!.toLowerCase();
    if (prefix === STORY_PREFIX) return { kind: 'story', identifier: decoded(segments[1]) };
    if (prefix === SHOP_PREFIX) return { kind: 'shop', shopKey: decoded(segments[1]) };
  }
  // Server routes match as written (Fastify is case-sensitive), and may carry more segments (`…/id/12`).
  for (const [controller, prefix] of Object.entries(STORE_CONTROLLERS)) {
    if (path === prefix || path.startsWith(`${prefix}/`))
      return { kind: 'controller', controller: controller as StoreController };
  }
  return parseCatalogPath(decoded(path));
}

/** A whole path: `/{storeCode}/{rest}` (the code as written, unchecked), or null when there is no store segment. */
export function parseStorePath(pathname: string): { storeCode: string; page: StorePage } | null {
  const match = /^\/([^/?#]+)(?:\/([^?#]*))?/.exec(pathname);
  if (!match) return null;
  return { storeCode: match[1]!, page: parseStorePage(match[2] ?? '') };
}
