import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { categoryTreeWithStraps, emptySearchListing } from '../../test-utils/fixtures';

function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

describe('search in the store’s language (issue 13)', () => {
  test('de-ch: no results, with the tips and the title in German', async () => {
    openStore('de-ch', 'de', 'de-CH');
    server.use(
      http.get(contractUrl('searchProducts'), () => HttpResponse.json(emptySearchListing)),
      http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)),
    );
    renderApp('/de-ch/catalogsearch/result/?q=tourbillon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „tourbillon“' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
    expect(screen.getByText('Zu „tourbillon“ konnten wir nichts finden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suchtipps' })).toBeInTheDocument();
    expect(document.title).toBe('Suchergebnisse für „tourbillon“ | Maison Aurèle');
    expect(screen.getAllByRole('searchbox', { name: 'Im Katalog suchen' }).length).toBeGreaterThan(0);
  });

  test('ja-jp: results are counted in Japanese', async () => {
    openStore('ja-jp', 'ja', 'ja-JP');
    renderApp('/ja-jp/catalogsearch/result/?q=chronograph');
    expect(
      await screen.findByRole('heading', { level: 1, name: '「chronograph」の検索結果' }),
    ).toBeInTheDocument();
    const count = contractExample<{ total_count: number }>('searchProducts').total_count;
    expect(await screen.findByText(`${count}点`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索' })).toBeInTheDocument();
  });
});
