import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../api/store';
import { formatPrice } from '../../common/money';
import { contractExample, contractUrl, renderWithProviders, server } from '../test-utils';
import { jaJpStoreConfig, watchesListingPage2 } from '../test-utils/fixtures';
import { ConfirmDialog } from './Dialog/ConfirmDialog';
import { filteredWatches } from './LayeredNavigation/testListings';
import { ListingWithFilters } from './LayeredNavigation/ListingWithFilters';
import { NotFoundPage } from './NotFoundPage/NotFoundPage';
import { Pagination } from './Pagination/Pagination';
import { ProductCard } from './ProductCard/ProductCard';

/** The store configuration answered for `code`: its language and locale (issue 13). */
function openStore(code: string, language_code: string, locale: string) {
  const config: StoreConfig =
    code === 'ja-jp'
      ? jaJpStoreConfig
      : { ...contractExample<StoreConfig>('getStoreConfig'), store_code: code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

describe('shared components in the store’s language (issue 13)', () => {
  test('fr-ch: the not-found page, its document title and its ways out', async () => {
    openStore('fr-ch', 'fr', 'fr-CH');
    renderWithProviders(<NotFoundPage />, { route: '/fr-ch/nothing-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Erreur 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la page d’accueil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher dans le catalogue' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Maison Aurèle');
  });

  test('de-ch: the layered navigation, its counts (plural) and the price range in the Swiss German format', async () => {
    openStore('de-ch', 'de', 'de-CH');
    renderWithProviders(
      <ListingWithFilters listing={filteredWatches} busy={false} resetNotice toolbar={null}>
        <p>grid</p>
      </ListingWithFilters>,
      { route: '/de-ch/watches?colour=12' },
    );
    expect(await screen.findByRole('button', { name: 'Filtern (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filtern nach' })).toBeInTheDocument();
    // The filters themselves hydrate with their own chunk (LazyFilterPanel).
    const colours = await screen.findByRole('group', { name: 'Dial colour' });
    expect(within(colours).getByRole('checkbox', { name: 'Midnight blue (3 Produkte)' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Aktive Filter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dial colour entfernen: Midnight blue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle entfernen' })).toBeInTheDocument();
    expect(screen.getByText('Die Filter wurden erfolgreich zurückgesetzt')).toBeInTheDocument();
    const { currency_code: currency } = contractExample<StoreConfig>('getStoreConfig');
    const chf = (major: number) => formatPrice(major * 100, currency, 'de-CH');
    const range = document.querySelector('.range-slider__value')?.textContent ?? '';
    expect(range).toBe(`${chf(3000)} – ${chf(13000)}`);
    expect(screen.getByRole('slider', { name: 'price (Minimum)' })).toHaveAttribute(
      'aria-valuetext',
      chf(3000),
    );
  });

  test('ja-jp: pagination, a product card and a confirmation in Japanese', async () => {
    openStore('ja-jp', 'ja', 'ja-JP');
    const product = watchesListingPage2.items[0]!;
    renderWithProviders(
      <>
        <Pagination current={2} count={3} />
        <ProductCard product={product} eager />
        <ConfirmDialog title="?" onConfirm={() => {}} onCancel={() => {}}>
          …
        </ConfirmDialog>
      </>,
      { route: '/ja-jp/watches?p=2' },
    );
    const pages = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(pages).getByRole('link', { name: '前へ' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '次へ' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '3ページ' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText(product.is_saleable ? '在庫あり' : '在庫切れ')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `比較リストに追加：${product.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
