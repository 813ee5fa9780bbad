import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { categoryTreeWithStraps, emptySearchListing } from '../../test-utils/fixtures';

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
  });

  test('no results: the empty state suggests the first-level categories', async () => {
    server.use(
      http.get(contractUrl('searchProducts'), () => HttpResponse.json(emptySearchListing)),
      http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)),
    );
    renderApp('/en-int/catalogsearch/result/?q=tourbillon');
    expect(await screen.findByText('Your search returned no results.')).toBeInTheDocument();
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

  test('without a term it offers the search form instead of calling the API', async () => {
    renderApp('/en-int/catalogsearch/result/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the catalogue' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });
});
