import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CategoryNode } from '../../api/catalog';
import type { StoreConfig } from '../../api/store';
import { contractExample, contractUrl, renderWithProviders, server } from '../../test-utils';
import { categoryTreeWithStraps, watchesListingPage2 } from '../../test-utils/fixtures';
import { CategoryListing } from './CategoryListing';

function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

const watches = categoryTreeWithStraps.items.find((item) => item.level === 1) as CategoryNode;

describe('a category listing in the store’s language (issue 13)', () => {
  test('fr-ch: the count is a French plural; an empty selection says so in French', async () => {
    openStore('fr-ch', 'fr', 'fr-CH');
    renderWithProviders(
      <CategoryListing
        category={{ ...watches, description: null, product_count: 1 }}
        listing={{ ...watchesListingPage2, total_count: 1200 }}
        busy={false}
        resetNotice={false}
      />,
      { route: '/fr-ch/watches' },
    );
    expect(await screen.findByText('Trier par')).toBeInTheDocument();
    // The number as the locale groups it (fr-CH: a narrow no-break space).
    expect(document.querySelector('.listing__count')?.textContent).toBe(
      `${new Intl.NumberFormat('fr-CH').format(1200)} produits`,
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `${watches.name} par Maison Aurèle : 1 produit.`,
    );
  });

  test('de-ch: nothing matching the selection', async () => {
    openStore('de-ch', 'de', 'de-CH');
    renderWithProviders(
      <CategoryListing
        category={watches}
        listing={{ ...watchesListingPage2, items: [], total_count: 0 }}
        busy={false}
        resetNotice={false}
      />,
      { route: '/de-ch/watches' },
    );
    expect(await screen.findByText('Keine Produkte entsprechen Ihrer Auswahl.')).toBeInTheDocument();
    expect(screen.getByText('0 Produkte')).toBeInTheDocument();
  });
});
