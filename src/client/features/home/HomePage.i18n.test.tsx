import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';

describe('the home page’s own words in the store’s language (issue 13)', () => {
  test('German: the slider’s labels, the mall link’s new-tab notice and the description', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () =>
        HttpResponse.json({
          ...contractExample<StoreConfig>('getStoreConfig'),
          store_code: 'de-ch',
          language_code: 'de',
          locale: 'de-CH',
        }),
      ),
    );
    renderApp('/de-ch/');
    const slider = await screen.findByRole('region', { name: 'Höhepunkte' });
    expect(within(slider).getByRole('group', { name: 'Folie 1 von 2' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Nächste Folie' })).toBeEnabled();
    expect(within(slider).getByRole('button', { name: 'Folie 2 von 2' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Diashow anhalten' })).toBeInTheDocument();
    const mall = screen.getByRole('region', { name: 'Also on' });
    expect(
      within(mall).getByRole('link', { name: 'Maison Aurèle on Lumen Mall (öffnet in einem neuen Tab)' }),
    ).toHaveAttribute('target', '_blank');
    // The tagline keeps its capitals in German (only English runs it into the sentence in lower case).
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Maison Aurèle, Swiss watchmakers since 1887: Entdecken Sie unsere mechanischen Uhren und ihre Kollektionen.',
    );
  });
});
