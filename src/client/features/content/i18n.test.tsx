import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';

/** The store configuration answered for `code`: its language and locale (issue 13). */
function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

describe('a story in the store’s language (issue 13)', () => {
  test('de-ch: the frame’s words in German, the date as Swiss German writes it', async () => {
    openStore('de-ch', 'de', 'de-CH');
    renderApp('/de-ch/stories/the-making-of-a-dial');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The making of a dial' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Geschichten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weitere Geschichten' })).toBeInTheDocument();
    expect(screen.getByText('14. September 2026')).toHaveAttribute('datetime', '2026-09-14');
    // The frame (app): the skip link.
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
  });

  test('ja-jp: the date in Japanese', async () => {
    openStore('ja-jp', 'ja', 'ja-JP');
    renderApp('/ja-jp/stories/the-making-of-a-dial');
    expect(await screen.findByText('2026年9月14日')).toBeInTheDocument();
    expect(screen.getByText('ストーリー')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'コンテンツへスキップ' })).toBeInTheDocument();
  });
});
