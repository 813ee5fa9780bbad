import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductListing } from '../../api/catalog';
import { filteredWatches } from '../../components/LayeredNavigation/testListings';
import { contractExample, contractUrl, currentUrl, renderApp, server } from '../../test-utils';
import { categoryTreeWithStraps, emptySearchListing } from '../../test-utils/fixtures';

const SEARCH = '/en-int/catalogsearch/result/?q=chronograph';

/** Search results for 'chronograph' with the same layered navigation as a category; URLs keep q. */
const filteredResults: ProductListing = {
  ...filteredWatches,
  category: null,
  search_term: 'chronograph',
  reset_url: SEARCH,
  active_filters: [],
  filters: [
    {
      type: 'checkbox',
      code: 'colour',
      label: 'Dial colour',
      options: [
        {
          value: '12',
          label: 'Midnight blue',
          count: 3,
          swatch: '#1d2a4a',
          active: false,
          apply_url: `${SEARCH}&colour=12`,
          remove_url: SEARCH,
        },
        {
          value: '13',
          label: 'Silver',
          count: 2,
          swatch: '#c9c9c4',
          active: false,
          apply_url: `${SEARCH}&colour=13`,
          remove_url: SEARCH,
        },
      ],
    },
    ...filteredWatches.filters.filter((filter) => filter.type === 'slider'),
  ],
};

const answerSearch = (listing: ProductListing) =>
  server.use(http.get(contractUrl('searchProducts'), () => HttpResponse.json(listing)));

describe('search results page (page type 8)', () => {
  test('lists the products found for q, in the product grid', async () => {
    const terms: (string | null)[] = [];
    server.use(
      http.get(contractUrl('searchProducts'), ({ request }) => {
        terms.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json(contractExample('searchProducts'));
      }),
    );
    renderApp('/en-int/catalogsearch/result/?q=%20chronograph%20');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Search results for 'chronograph'" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Heritage Chronograph' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue(' chronograph ');
    expect(terms).toEqual(['chronograph']);
    expect(document.title).toBe("Search results for 'chronograph' | Maison Aurèle");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  test('filters narrow the results like a category: tick goes to apply_url, the slider keeps q', async () => {
    answerSearch(filteredResults);
    const { user, router } = renderApp(`${SEARCH}&p=2`);
    const colours = await screen.findByRole('group', { name: 'Dial colour' });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '6500' } });
    expect(currentUrl(router)).toBe(`${SEARCH}&price=3000-6450`);
    await user.click(within(colours).getByRole('checkbox', { name: /^Silver/ }));
    expect(currentUrl(router)).toBe(`${SEARCH}&colour=13`);
  });

  test('no results: the term is echoed, with search tips, a way to all watches and the categories', async () => {
    server.use(
      http.get(contractUrl('searchProducts'), () => HttpResponse.json(emptySearchListing)),
      http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)),
    );
    renderApp('/en-int/catalogsearch/result/?q=tourbillon');
    expect(await screen.findByText('Your search returned no results.')).toBeInTheDocument();
    expect(screen.getByText("We could not find anything for 'tourbillon'.")).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of your search.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'all watches' })).toHaveAttribute(
      'href',
      '/en-int/watches',
    );
    expect(screen.queryByRole('link', { name: /^Clear all/ })).not.toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Perhaps you would like to explore' });
    expect(within(suggestions).getByRole('link', { name: 'Watches' })).toHaveAttribute(
      'href',
      '/en-int/watches',
    );
    expect(within(suggestions).getByRole('link', { name: 'Straps' })).toHaveAttribute(
      'href',
      '/en-int/straps',
    );
  });

  test('filtered to nothing: the reset goes back to all results and says so', async () => {
    server.use(
      http.get(contractUrl('searchProducts'), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.has('colour')
            ? {
                ...emptySearchListing,
                search_term: 'chronograph',
                reset_url: SEARCH,
                active_filters: [
                  { code: 'colour', label: 'Dial colour', value_label: 'Silver', remove_url: SEARCH },
                ],
              }
            : filteredResults,
        ),
      ),
    );
    const { user, router } = renderApp(`${SEARCH}&colour=13`);
    expect(
      await screen.findByText("Nothing matches 'chronograph' with the filters you chose."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    expect(currentUrl(router)).toBe(SEARCH);
    expect(await screen.findByText('Filter was successfully reset')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Heritage Chronograph' })).toBeInTheDocument();
  });

  test('without a term it offers the search form instead of calling the API', async () => {
    renderApp('/en-int/catalogsearch/result/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the catalogue' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });
});
