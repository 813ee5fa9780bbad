import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { retailerPopupRequested } from '../../events/retailerPopup';
import {
  answerStoreConfig,
  contractExample,
  contractUrl,
  renderWithProviders,
  server,
  storeIn,
} from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { PopupsHost } from './PopupsHost';
import { answered } from './testing';
import { COUNTRY_POPIN_DELAY_MS } from './timings';

describe('the popups in the store’s language (issue 13)', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  test.each([
    [
      'de-ch',
      storeIn('de-ch', 'de', 'de-CH'),
      'Erkanntes Land: Frankreich',
      'Zur Website „Frankreich“',
      'Anderes Land wählen',
    ],
    [
      'ja-jp',
      jaJpStoreConfig,
      'フランスからアクセスされていますか？',
      'フランスサイトへ移動',
      '他の国・地域を選択',
    ],
  ])(
    '%s: the country pop-in names the visitor’s country through Intl',
    async (code, config, title, go, choose) => {
      answerStoreConfig(config);
      server.use(
        http.get(contractUrl('getStoreSelector'), () =>
          HttpResponse.json(contractExample('getStoreSelector', 'abroad')),
        ),
      );
      const { store } = renderWithProviders(<PopupsHost />, { route: `/${code}/` });
      await answered(store, 'getStoreSelector');
      act(() => void jest.advanceTimersByTime(COUNTRY_POPIN_DELAY_MS));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('link', { name: go })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: choose })).toBeInTheDocument();
    },
  );
});

test('the retailer popup in French: its words, and the countries named and sorted in French', async () => {
  answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
  const rendered = renderWithProviders(<PopupsHost />, { route: '/fr-ch/' });
  act(() => void rendered.store.dispatch(retailerPopupRequested({ source: 'footer' })));
  const dialog = await screen.findByRole('dialog', { name: 'Acheter dans d’autres pays' });
  const germany = await within(dialog).findByRole('region', { name: 'Allemagne' });
  expect(within(germany).getByRole('link', { name: /^Visiter le site du revendeur/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const select = within(dialog).getByLabelText('Pays');
  const options = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options[0]).toBe('Tous les pays');
  expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a!.localeCompare(b!, 'fr-CH')));
  expect(options).toContain('Allemagne');
});
