import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, currentUrl, renderApp, server } from '../../test-utils';
import { filteredWatches } from '../../components/LayeredNavigation/testListings';
import { watchesListingPage2 } from '../../test-utils/fixtures';

const ROUTE = '/en-int/watches?colour=12&p=2';

function answerWatchesPage2(seen: URLSearchParams[] = []) {
  server.use(
    http.get(contractUrl('listCategoryProducts'), ({ request, params }) => {
      if (params.category_id !== '3')
        return HttpResponse.json({ code: 'not_found', message: 'No.' }, { status: 404 });
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(watchesListingPage2);
    }),
  );
  return seen;
}

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('category page (page type 2)', () => {
  test('heading, description, count and document title come from the category', async () => {
    answerWatchesPage2();
    renderApp(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Watches' })).toBeInTheDocument();
    expect(screen.getByText('Every watch of the house.')).toBeInTheDocument();
    expect(await screen.findByText('40 products')).toBeInTheDocument();
    expect(document.title).toBe('Watches | Maison Aurèle');
    // A filtered view names the plain category as its canonical address.
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/en-int/watches`,
    );
  });

  test('query parameters in the URL are passed to the listing call, so filtered URLs reload', async () => {
    const seen = answerWatchesPage2();
    renderApp('/en-int/watches?colour=12&p=2&sort=price&dir=desc&page_size=24&price=3000-9000&utm_source=x');
    await screen.findByText('40 products');
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      colour: '12',
      p: '2',
      sort: 'price',
      dir: 'desc',
      page_size: '24',
      price: '3000-9000',
    });
  });

  test('cards show name link, collection, case size (hidden when null), price, RRP and stock', async () => {
    answerWatchesPage2();
    renderApp(ROUTE);
    await screen.findByText('40 products');
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Heritage Chronograph',
      'Riviera Automatic',
      'Atelier Moonphase',
    ]);

    const chronograph = card('Heritage Chronograph');
    expect(within(chronograph).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph.html',
    );
    expect(within(chronograph).getByText('Heritage')).toBeInTheDocument();
    expect(within(chronograph).getByText('40 mm')).toBeInTheDocument();
    expect(within(chronograph).getByText('€6,450.00')).toBeInTheDocument();
    const swatches = within(chronograph).getByRole('list', { name: 'Heritage Chronograph: variations' });
    expect(
      within(swatches)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Midnight blue, 40 mm', 'Silver, 40 mm']);
    expect(within(chronograph).getByText('In stock')).toBeInTheDocument();
    expect(within(chronograph).getByRole('img', { hidden: true })).toHaveAttribute('loading', 'eager');

    const riviera = card('Riviera Automatic');
    expect(within(riviera).queryByText(/mm$/)).not.toBeInTheDocument();
    expect(within(riviera).getByText('€4,800.00')).toBeInTheDocument();
    expect(within(riviera).getByRole('deletion')).toHaveTextContent('€5,200.00');

    expect(
      within(card('Atelier Moonphase')).getByText('Out of stock', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(
      within(card('Atelier Moonphase')).getByRole('button', { name: 'Out of stock: Atelier Moonphase' }),
    ).toBeDisabled();
    expect(within(chronograph).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  test('pagination links keep every current query parameter', async () => {
    answerWatchesPage2();
    renderApp(ROUTE);
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en-int/watches?colour=12',
    );
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en-int/watches?colour=12&p=3',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/en-int/watches?colour=12&p=4',
    );
  });

  test('changing the sort navigates with sort and dir, keeping filters and going back to page 1', async () => {
    answerWatchesPage2();
    const { user, router } = renderApp(ROUTE);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price');
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12&sort=price&dir=asc');
  });

  test('sort and pagination keep a price range and the other filters', async () => {
    answerWatchesPage2();
    const { user, router } = renderApp('/en-int/watches?colour=12&price=3000-9000&p=2');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en-int/watches?colour=12&price=3000-9000&p=3',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12&price=3000-9000&sort=newest&dir=desc');
  });

  test('the filter panel comes with the listing, beside the grid', async () => {
    server.use(http.get(contractUrl('listCategoryProducts'), () => HttpResponse.json(filteredWatches)));
    renderApp(ROUTE);
    const panel = await screen.findByRole('complementary', { name: 'Filter by' });
    expect(within(panel).getByRole('group', { name: 'Dial colour' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Watches products' })).toBeInTheDocument();
  });

  test('active filters are listed with their remove links', async () => {
    answerWatchesPage2();
    renderApp(ROUTE);
    expect(await screen.findByRole('link', { name: 'Remove Dial colour: Midnight blue' })).toHaveAttribute(
      'href',
      '/en-int/watches?p=2',
    );
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/en-int/watches');
  });

  test('a category without products says so', async () => {
    server.use(
      http.get(contractUrl('listCategoryProducts'), () =>
        HttpResponse.json({
          ...watchesListingPage2,
          items: [],
          total_count: 0,
          page: { current: 1, size: 12, count: 0 },
          active_filters: [],
        }),
      ),
    );
    renderApp('/en-int/watches/heritage');
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    // Nothing is filtered: there is nothing to clear.
    expect(screen.queryByRole('link', { name: /^Clear all/ })).not.toBeInTheDocument();
  });
});
