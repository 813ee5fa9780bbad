import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, currentUrl, pageTypesPushed, renderApp, server } from '../test-utils';
import { categoryTreeWithStraps } from '../test-utils/fixtures';

/** Only en-int exists: any other store code answers 404, as the contract says of unknown codes. */
function onlyDefaultStoreExists() {
  server.use(
    http.get(contractUrl('getStoreConfig'), ({ params }) =>
      params.store_code === 'en-int'
        ? HttpResponse.json(contractExample('getStoreConfig'))
        : HttpResponse.json({ code: 'store_not_found', message: 'Unknown store.' }, { status: 404 }),
    ),
  );
}

describe('store-scoped routing', () => {
  test('an unknown store code is replaced by en-int, keeping the rest of the path and the query', async () => {
    onlyDefaultStoreExists();
    const { router } = renderApp('/xx-yy/watches/heritage?p=2&colour=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heritage' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/watches/heritage?p=2&colour=12');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a path segment that cannot be a store code is treated the same way', async () => {
    const { router } = renderApp('/WATCHES/catalogsearch/result/?q=chronograph');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Search results for 'chronograph'" }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/catalogsearch/result/?q=chronograph');
  });

  test('a path that is neither a category nor a product shows the not-found page (page type 11)', async () => {
    renderApp('/en-int/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/en-int/');
    expect(screen.getByRole('link', { name: 'Search the catalogue' })).toHaveAttribute(
      'href',
      '/en-int/catalogsearch/result/',
    );
    expect(pageTypesPushed()).toEqual([11]);
    expect(document.title).toBe('Page not found | Maison Aurèle');
  });

  test('a product URL key the API does not know shows the not-found page', async () => {
    server.use(
      http.get(contractUrl('getProductByUrlKey'), () =>
        HttpResponse.json(
          { code: 'not_found', message: 'The requested resource was not found.' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/en-int/missing-watch.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([11]);
  });
});

describe('page types pushed to the data layer (spec 2.17)', () => {
  test.each([
    ['home', '/en-int/', 'Swiss watchmakers since 1887', 1],
    ['category', '/en-int/watches/heritage', 'Heritage', 2],
    ['product', '/en-int/heritage-chronograph.html', 'Heritage Chronograph', 3],
    ['search results', '/en-int/catalogsearch/result/?q=chronograph', "Search results for 'chronograph'", 8],
    ['sign-in', '/en-int/customer/account/login', 'Customer sign-in', 13],
  ])('%s page pushes page_type', async (_page, route, heading, pageType) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([pageType]);
  });

  test('each navigation pushes its own page view', async () => {
    server.use(http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)));
    const { user } = renderApp('/en-int/');
    await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Watches' }));
    await user.click(within(nav).getByRole('link', { name: 'All Watches' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Watches' })).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([1, 2]);
  });
});

describe("the page's language", () => {
  afterEach(() => jest.restoreAllMocks());

  test('is set from the store', async () => {
    document.documentElement.lang = 'fr';
    renderApp('/en-int/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  test("is not written again when the server's page already has it", async () => {
    document.documentElement.lang = 'en';
    const writes = jest.spyOn(HTMLElement.prototype, 'lang', 'set');
    renderApp('/en-int/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(writes).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });
});
