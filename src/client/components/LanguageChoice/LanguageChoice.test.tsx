import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig, WebsiteList } from '../../api/store';
import { contractExample, contractUrl, dataLayerEvents, renderWithProviders, server } from '../../test-utils';
import { storeNavigation } from '../StoreSwitcher/storeNavigation';
import { LanguageChoice } from './LanguageChoice';

const swissStore = (store_code: string, language_code: string, locale: string, store_id: number) => ({
  store_id,
  store_code,
  name: language_code === 'de' ? 'Schweiz (Deutsch)' : 'Suisse (Français)',
  language_code,
  locale,
  currency_code: 'CHF',
  country_id: 'CH',
  is_default_store: language_code === 'de',
  url: `/${store_code}/`,
});

const websites: WebsiteList = {
  websites: [
    ...contractExample<WebsiteList>('listWebsites').websites,
    {
      website_id: 4,
      website_code: 'website_ch',
      name: 'Switzerland',
      country_code: 'CH',
      default_store_code: 'de-ch',
      stores: [swissStore('de-ch', 'de', 'de-CH', 4), swissStore('fr-ch', 'fr', 'fr-CH', 5)],
    },
  ],
};

const inStore = (store_code: string, website_id: number, language_code: string, locale: string) =>
  server.use(
    http.get(contractUrl('listWebsites'), () => HttpResponse.json(websites)),
    http.get(contractUrl('getStoreConfig'), () =>
      HttpResponse.json({
        ...contractExample<StoreConfig>('getStoreConfig'),
        store_code,
        website_id,
        language_code,
        locale,
      }),
    ),
  );

describe('the language choice beside the store switcher (issue 13)', () => {
  test('a Swiss shopper reading German switches to French on the same page, each language in its own name', async () => {
    inStore('de-ch', 4, 'de', 'de-CH');
    const visited: string[] = [];
    jest.spyOn(storeNavigation, 'go').mockImplementation((url) => void visited.push(url));
    const { user } = renderWithProviders(<LanguageChoice />, { route: '/de-ch/watches/heritage?p=2' });
    const choice = await screen.findByRole('navigation', { name: 'Sprache' });
    const links = within(choice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['DE Deutsch', 'FR Français']);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).toHaveAttribute('lang', 'fr');
    await user.click(links[1]!);
    expect(visited).toEqual(['/fr-ch/watches/heritage?p=2']);
    expect(dataLayerEvents()).toContainEqual({
      event: 'store_switch',
      from_store: 'de-ch',
      to_store: 'fr-ch',
    });
  });

  test('a country sold in one language shows no choice', async () => {
    inStore('en-int', 1, 'en', 'en-GB');
    const { store } = renderWithProviders(<LanguageChoice />);
    // Once the websites have answered, the choice would be there by now: there is none.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'listWebsites' && q.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
