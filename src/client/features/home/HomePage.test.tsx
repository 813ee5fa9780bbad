import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderApp, server } from '../../test-utils';
import { categoryTreeWithStraps, watchesListingPage2 } from '../../test-utils/fixtures';

describe('home page (page type 1)', () => {
  test('hero with tagline and a call to the Watches category, collections and selected watches', async () => {
    const listingCalls: string[] = [];
    server.use(
      http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)),
      http.get(contractUrl('listCategoryProducts'), ({ request, params }) => {
        listingCalls.push(`${String(params.category_id)}${new URL(request.url).search}`);
        return HttpResponse.json(watchesListingPage2);
      }),
    );
    renderApp('/en-int/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover the watches' })).toHaveAttribute(
      'href',
      '/en-int/watches',
    );

    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(within(collections).getByRole('link', { name: 'Heritage' })).toHaveAttribute(
      'href',
      '/en-int/watches/heritage',
    );
    expect(within(collections).getByText('Sports watches for the coast.')).toBeInTheDocument();

    const selected = screen.getByRole('region', { name: 'Selected watches' });
    expect(await within(selected).findAllByRole('article')).toHaveLength(3);
    expect(listingCalls).toEqual(['3?page_size=12']);
    expect(document.title).toBe('Maison Aurèle | Swiss watchmakers since 1887');
  });

  test('the header shows the brand logo linking home, and the footer lists the stores', async () => {
    renderApp('/en-int/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Maison Aurèle' }).closest('a')).toHaveAttribute(
      'href',
      '/en-int/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /International/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });
});
