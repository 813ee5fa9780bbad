import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractUrl,
  currentUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';

const shop = (id: number, city: string, country: [string, string], lat: number, lng: number) => ({
  id,
  url_key: city.toLowerCase().replace(/\s+/g, '-'),
  name: `Maison Aurèle ${city}`,
  address: `${id} Grand-Rue`,
  zip: '1000',
  city,
  country_id: country[0],
  country_name: country[1],
  phone: '+41 22 310 18 87',
  latitude: lat,
  longitude: lng,
  reservation_enabled: true,
});
const GENEVA = shop(1, 'Geneva', ['CH', 'Switzerland'], 46.2, 6.15);
const PARIS = shop(4, 'Paris', ['FR', 'France'], 48.87, 2.33);
const TOKYO = shop(11, 'Tokyo', ['JP', 'Japan'], 35.67, 139.76);
const NO_TILES = { tile_url: null, attribution: null };

// jsdom lays nothing out: give the map's container a size, as a browser would, so Leaflet can place things.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
});
afterAll(() => jest.restoreAllMocks());

/** The list answers the boutiques whose city or country starts like the search (the server's rule, simply). */
function boutiques() {
  const searches: (string | null)[] = [];
  server.use(
    http.get(contractUrl('listStoreLocatorShops'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      searches.push(q);
      const term = (q ?? '').toLowerCase();
      const shops = [GENEVA, PARIS, TOKYO].filter(
        (s) => s.city.toLowerCase().startsWith(term) || s.country_name.toLowerCase().startsWith(term),
      );
      return HttpResponse.json({ query: q ?? '', shops, map: NO_TILES });
    }),
  );
  return searches;
}

describe('the store locator list (page type 9)', () => {
  test('lists the boutiques with their addresses and phones, and draws them on the bundled basemap', async () => {
    boutiques();
    const { container } = renderApp('/en-int/storelocator');
    // The first render of the file loads the page's chunk (Leaflet, the basemap): slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Boutiques' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Maison Aurèle Geneva' })).toHaveAttribute(
      'href',
      '/en-int/storelocator/geneva',
    );
    expect(within(list).getAllByRole('link', { name: '+41 22 310 18 87' })[0]).toHaveAttribute(
      'href',
      'tel:+41223101887',
    );
    expect(screen.getByText('3 boutiques')).toHaveAttribute('role', 'status');
    const map = screen.getByRole('region', { name: 'Map of the boutiques' });
    expect(map).toHaveAttribute('data-basemap', 'bundled');
    await waitFor(() =>
      expect(container.querySelectorAll('path.store-map__country').length).toBeGreaterThan(100),
    );
    expect(within(map).getByRole('button', { name: 'Maison Aurèle Tokyo, Tokyo' })).toBeInTheDocument();
    expect(map).toHaveTextContent('Basemap: Natural Earth');
    expect(pageTypesPushed()).toContain(9);
  });

  test('searches by city or country through the URL and reports the search with its results', async () => {
    const searches = boutiques();
    const { user, router } = renderApp('/en-int/storelocator');
    await user.type(await screen.findByRole('searchbox', { name: 'City or country' }), ' Japan ');
    const search = screen.getByRole('search', { name: 'Search the boutiques' });
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/storelocator?q=Japan'));
    expect(await screen.findByText('1 boutique for “Japan”')).toBeInTheDocument();
    expect(searches).toContain('Japan');
    expect(within(screen.getByRole('list', { name: 'Boutiques' })).getAllByRole('listitem')).toHaveLength(1);
    expect(dataLayerEvents()).toContainEqual({
      event: 'store_locator',
      action: 'search',
      search_term: 'Japan',
      results: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Show all boutiques' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/storelocator'));
    expect(await screen.findByText('3 boutiques')).toBeInTheDocument();
  });

  test('says when nothing matches', async () => {
    boutiques();
    renderApp('/en-int/storelocator?q=Atlantis');
    expect(
      await screen.findByText('No boutique matches “Atlantis”. Try a city or a country.'),
    ).toBeInTheDocument();
  });

  test('choosing a boutique in the list highlights its marker, and its marker selects it in the list', async () => {
    boutiques();
    const { user } = renderApp('/en-int/storelocator');
    const show = await screen.findByRole('button', { name: 'Show Maison Aurèle Paris on the map' });
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    const map = screen.getByRole('region', { name: 'Map of the boutiques' });
    const paris = within(map).getByRole('button', { name: 'Maison Aurèle Paris, Paris' });
    expect(paris).toHaveClass('store-map__marker--selected');
    expect(dataLayerEvents()).toContainEqual({
      event: 'store_locator',
      action: 'shop_selected',
      shop_id: 4,
      shop_name: 'Maison Aurèle Paris',
      source: 'list',
    });
    // The marker is a button of its own: reached by the keyboard, chosen with Enter.
    within(map).getByRole('button', { name: 'Maison Aurèle Tokyo, Tokyo' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show Maison Aurèle Tokyo on the map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(paris).not.toHaveClass('store-map__marker--selected');
  });
});

describe('a boutique page (page type 10)', () => {
  test('shows the address, phone, the week with today marked, and the pieces with Check & Reserve', async () => {
    const { user, router } = renderApp('/en-int/storelocator/geneva');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Aurèle Geneva' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rue du Rhône 62', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+41 22 310 18 87' })).toHaveAttribute(
      'href',
      'tel:+41223101887',
    );
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByText('Monday')).toBeInTheDocument();
    expect(within(hours).getAllByText('Closed')).toHaveLength(5);
    expect(hours.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(within(hours).getByText(/^(Open now · closes at|Closed now · opens)/)).toBeInTheDocument();
    const pieces = screen.getByRole('region', { name: 'In the boutique' });
    expect(within(pieces).getByRole('link', { name: /^Héritage Chronographe/ })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronographe.html?variant=102',
    );
    const reserve = within(pieces).getByRole('link', {
      // jsdom knows no CSS, so it reads a space before the visually hidden part that a browser does not.
      name: /^Check & Reserve ?: Héritage Chronographe, Midnight blue, 40 mm$/,
    });
    expect(reserve).toHaveAttribute('href', '/en-int/heritage-chronographe.html?variant=102&reserve=1');
    expect(pageTypesPushed()).toContain(10);
    expect(dataLayerEvents()).toContainEqual({
      event: 'store_locator',
      action: 'shop_page_view',
      shop_id: 1,
      shop_name: 'Maison Aurèle Geneva',
    });
    await user.click(screen.getByRole('link', { name: 'All boutiques' }));
    expect(currentUrl(router)).toBe('/en-int/storelocator');
  });

  test('an unknown boutique is the not-found page', async () => {
    server.use(
      http.get(contractUrl('getStoreLocatorShop'), () =>
        HttpResponse.json({ code: 'not_found', message: 'This boutique does not exist.' }, { status: 404 }),
      ),
    );
    renderApp('/en-int/storelocator/atlantis');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(pageTypesPushed()).toContain(11);
  });
});
