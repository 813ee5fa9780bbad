import { matchRoutes } from 'react-router-dom';
import { parseCatalogPath, parseStorePath, type StorePage } from '../../common/store-page';
import { STORE_ROUTES, storePaths } from '../../common/store-paths';
import { appRoutes } from './routes';

/** The page react-router renders for a path, in the parser's terms (controllers have no route: the catalogue's). */
function routerPage(path: string): StorePage | null {
  const leaf = matchRoutes(appRoutes, path)?.at(-1);
  if (!leaf) return null;
  const { route, params } = leaf;
  if (route.index) return { kind: 'home' };
  if (route.path === '*') return parseCatalogPath(params['*'] ?? '');
  if (route.path === STORE_ROUTES.story) return { kind: 'story', identifier: params.identifier ?? '' };
  if (route.path === STORE_ROUTES.storeLocatorShop) return { kind: 'shop', shopKey: params.shopKey ?? '' };
  const name = Object.entries(STORE_ROUTES).find(([, p]) => p === route.path)?.[0];
  return name ? ({ kind: 'route', route: name } as StorePage) : null;
}

const PATHS = [
  storePaths.home('en-int'),
  '/en-int',
  ...Object.keys(STORE_ROUTES)
    .filter((name) => !STORE_ROUTES[name as keyof typeof STORE_ROUTES].includes(':'))
    .map((name) => (storePaths[name as keyof typeof STORE_ROUTES] as (code: string) => string)('en-int')),
  storePaths.story('fr-fr', 'the-making-of-a-dial'),
  storePaths.storeLocatorShop('ja-jp', 'tokyo-ginza'),
  storePaths.product('en-int', 'heritage-chronograph-40'),
  storePaths.category('en-int', 'watches/heritage'),
  '/en-int/watches/heritage/heritage-chronograph-40.html',
  '/en-int/Checkout/Cart/',
  '/en-int/stories/caf%C3%A9',
  '/en-int/stories/a/b',
  '/en-int/storelocator/geneva/',
  '/en-int/no/such/page',
  '/en-int/checkout/cart/extra',
];

describe('the page parser the server uses mirrors the router', () => {
  test.each(PATHS)('%s', (path) => {
    const parsed = parseStorePath(path.split('?')[0] ?? '');
    expect(parsed?.page).toEqual(routerPage(path.split('?')[0] ?? ''));
  });

  test('a controller path has no route of its own: the router falls to the catalogue (a not-found category)', () => {
    const path = storePaths.cartAdd('en-int');
    expect(parseStorePath(path)?.page).toEqual({ kind: 'controller', controller: 'cartAdd' });
    expect(routerPage(path)).toEqual({ kind: 'category', urlPath: 'checkout/cart/add' });
  });
});
