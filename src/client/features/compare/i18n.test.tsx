import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { serveCompareList, twoWatches } from '../../components/CompareButton/testCompareServer';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';

function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

describe('the compare page in the store’s language (issue 13)', () => {
  test('de-ch: heading, table, rows and the header link in German', async () => {
    openStore('de-ch', 'de', 'de-CH');
    serveCompareList(twoWatches());
    renderApp('/de-ch/catalog/product_compare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produkte vergleichen' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: '2 Produkte im Vergleich' });
    expect(within(grid).getByRole('rowheader', { name: 'Verfügbarkeit' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Entfernen Heritage Chronograph' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Produkte vergleichen (2 Artikel)' })).toBeInTheDocument();
    expect(document.title).toBe('Produkte vergleichen | Maison Aurèle');
  });

  test('ja-jp: the header link counts in Japanese', async () => {
    openStore('ja-jp', 'ja', 'ja-JP');
    serveCompareList(twoWatches());
    renderApp('/ja-jp/catalog/product_compare');
    expect(await screen.findByRole('heading', { level: 1, name: '商品比較' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '商品比較（2点）' })).toBeInTheDocument();
  });
});
