import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { contractUrl, renderWithProviders, server, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { MainMenu } from './MainMenu';
import { MenuToggle } from './MenuToggle';

function renderMenuIn(config: StoreConfig) {
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
  return renderWithProviders(
    <header>
      <MenuToggle />
      <MainMenu />
    </header>,
    { route: `/${config.store_code}/` },
  );
}

afterEach(() => localStorage.clear());

describe('the main menu in the store’s language (issue 13)', () => {
  test.each([
    [
      'fr-ch',
      storeIn('fr-ch', 'fr', 'fr-CH'),
      'Menu',
      ['Menu', 'Compte', 'Réglages'],
      'Principal',
      'Tout voir\u00a0: Watches',
      'Retour au menu',
    ],
    [
      'de-ch',
      storeIn('de-ch', 'de', 'de-CH'),
      'Menü',
      ['Menü', 'Konto', 'Einstellungen'],
      'Hauptmenü',
      'Alle anzeigen: Watches',
      'Zurück zum Menü',
    ],
    [
      'ja-jp',
      jaJpStoreConfig,
      'メニュー',
      ['メニュー', 'アカウント', '設定'],
      'メインメニュー',
      'Watchesをすべて見る',
      /^戻る\s?（メニューへ）$/,
    ],
  ])(
    '%s: the toggle, the tabs, the submenu’s All link and Back; the entries stay the server’s',
    async (_code, config, toggleName, tabs, navName, allName, backName) => {
      const { user } = renderMenuIn(config);
      const toggle = await screen.findByRole('button', { name: toggleName });
      const nav = await screen.findByRole('navigation', { name: navName });
      await user.click(toggle);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
      await user.click(within(nav).getByRole('button', { name: 'Watches' }));
      expect(within(nav).getByRole('link', { name: allName })).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: backName })).toBeInTheDocument();
    },
  );

  test('the Account tab of a guest, in German', async () => {
    const { user } = renderMenuIn(storeIn('de-ch', 'de', 'de-CH'));
    await user.click(await screen.findByRole('button', { name: 'Menü' }));
    await user.click(screen.getByRole('tab', { name: 'Konto' }));
    const panel = screen.getByRole('tabpanel', { name: 'Konto' });
    // The tab's code arrives as its own chunk (LazyMenuAccountTab.ts).
    expect(
      await within(panel).findByText(
        'Melden Sie sich an, um Ihre Bestellungen, Uhren und Ihren Wunschzettel zu verfolgen.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Kundenkonto anlegen' })).toBeInTheDocument();
  });
});
