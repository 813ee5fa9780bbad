import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeNavigation } from '../../components/StoreSwitcher/storeNavigation';
import {
  answerSignedInCustomer,
  contractUrl,
  dataLayerEvents,
  renderWithProviders,
  server,
} from '../../test-utils';
import { MainMenu } from './MainMenu';
import { MenuToggle } from './MenuToggle';

// The contract's example menu: Watches (grid, with Heritage), The House (html) and Boutiques (a link).
function renderMenu(route = '/en-int/watches/heritage') {
  return renderWithProviders(
    <header>
      <MenuToggle />
      <input aria-label="Search the catalogue" />
      <MainMenu />
    </header>,
    { route },
  );
}

async function openMobileMenu() {
  const rendered = renderMenu();
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('button', { name: 'Watches' });
  await rendered.user.click(toggle);
  return { ...rendered, toggle, nav };
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('main menu on mobile (below 768 px)', () => {
  test("the toggle opens the panel on its tabs 'Menu', 'Account' and 'Settings'; Escape closes it", async () => {
    const { user, toggle } = await openMobileMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Menu', 'Account', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveFocus();
    expect(document.body).toHaveClass('has-open-menu');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body).not.toHaveClass('has-open-menu');
  });

  test("a submenu shows 'All {category}', its entries and a back action that returns focus", async () => {
    const { user, nav } = await openMobileMenu();
    const watches = within(nav).getByRole('button', { name: 'Watches' });
    expect(watches).toHaveAttribute('data-current', 'true');
    await user.click(watches);
    expect(watches).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'All Watches' })).toHaveAttribute('href', '/en-int/watches');
    expect(within(nav).getByRole('link', { name: /Heritage/ })).toHaveAttribute(
      'href',
      '/en-int/watches/heritage',
    );

    await user.click(within(nav).getByRole('button', { name: 'Back to the menu' }));
    expect(watches).toHaveAttribute('aria-expanded', 'false');
    expect(watches).toHaveFocus();
  });

  test('arrow keys move between the entries and open a submenu; Left goes back', async () => {
    const { user, nav } = await openMobileMenu();
    within(nav).getByRole('button', { name: 'Watches' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('button', { name: 'The House' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'All Watches' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: /Heritage/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(nav).getByRole('button', { name: 'Watches' })).toHaveFocus();
  });

  test('an html entry shows its text, sanitised, with its All link', async () => {
    server.use(
      http.get(contractUrl('getMainMenu'), () =>
        HttpResponse.json({
          items: [
            {
              entity_id: '6',
              name: 'The House',
              level: 1,
              display_mode: 'html',
              full_url: '/en-int/the-house',
              html: '<p>Since 1887.</p><img src="x" onerror="window.hacked=1">',
              description: null,
              children: [],
            },
          ],
          alternate: [],
        }),
      ),
    );
    const { user } = renderMenu('/en-int/');
    await user.click(await screen.findByRole('button', { name: 'The House' }));
    expect(screen.getByText('Since 1887.')).toBeInTheDocument();
    expect(document.querySelector('.submenu__html img')).toBeNull();
    expect(screen.getByRole('link', { name: 'All The House' })).toHaveAttribute('href', '/en-int/the-house');
  });

  test('a link entry and the alternate menu go to their pages; following one closes the menu', async () => {
    const { user, nav, toggle } = await openMobileMenu();
    const alternate = screen.getByRole('navigation', { name: 'Services and account' });
    expect(within(alternate).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en-int/customer/account',
    );
    expect(within(alternate).getByRole('link', { name: 'Store locator' })).toHaveAttribute(
      'href',
      '/en-int/storelocator',
    );
    expect(within(alternate).getByRole('link', { name: 'Register my watch' })).toHaveAttribute(
      'href',
      '/en-int/registermywatch/register',
    );
    await user.click(within(nav).getByRole('link', { name: 'Boutiques' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dataLayerEvents()).toContainEqual(
      expect.objectContaining({
        event: 'menu_navigation',
        action: 'click',
        menu: 'main',
        menu_label: 'Boutiques',
        menu_url: '/en-int/storelocator',
      }),
    );
  });

  test('focus stays inside: Tab from the last entry comes back to the toggle', async () => {
    const { user, toggle } = await openMobileMenu();
    screen.getByRole('link', { name: 'Register my watch' }).focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Register my watch' })).toHaveFocus();
    // The search between the toggle and the panel is outside the ring: Tab from the toggle enters the panel.
    toggle.focus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveFocus();
  });

  test('the Account tab offers a guest to sign in or create an account', async () => {
    const { user } = await openMobileMenu();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    // The tab's code arrives as its own chunk (LazyMenuAccountTab.ts), as for a shopper who chose it early.
    expect(await within(panel).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
    expect(within(panel).getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  });

  test("the Account tab lists a customer's account navigation and Sign Out", async () => {
    answerSignedInCustomer();
    const { user } = await openMobileMenu();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    expect(await within(panel).findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/en-int/sales/order/history',
    );
    expect(within(panel).getByRole('link', { name: 'My Watches' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  test('the Settings tab switches store by the code in the link, keeping the page', async () => {
    server.use(
      http.get(contractUrl('listWebsites'), () =>
        HttpResponse.json({
          websites: [
            {
              website_id: 4,
              website_code: 'website_ch',
              name: 'Switzerland',
              country_code: 'CH',
              default_store_code: 'de-ch',
              stores: [
                {
                  store_id: 4,
                  store_code: 'de-ch',
                  name: 'Schweiz (Deutsch)',
                  language_code: 'de',
                  locale: 'de-CH',
                  currency_code: 'CHF',
                  country_id: 'CH',
                  is_default_store: true,
                  url: '/de-ch/',
                },
                {
                  store_id: 5,
                  store_code: 'fr-ch',
                  name: 'Suisse (Français)',
                  language_code: 'fr',
                  locale: 'fr-CH',
                  currency_code: 'CHF',
                  country_id: 'CH',
                  is_default_store: false,
                  url: '/fr-ch/',
                },
              ],
            },
          ],
        }),
      ),
    );
    const visited: string[] = [];
    jest.spyOn(storeNavigation, 'go').mockImplementation((url) => void visited.push(url));
    const { user } = await openMobileMenu();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const panel = screen.getByRole('tabpanel', { name: 'Settings' });
    await user.click(await within(panel).findByRole('link', { name: /Suisse \(Français\)/ }));
    expect(visited).toEqual(['/fr-ch/watches/heritage']);
    expect(dataLayerEvents()).toContainEqual({
      event: 'store_switch',
      from_store: 'en-int',
      to_store: 'fr-ch',
    });
  });

  test('the last submenu is remembered per store; the menu itself is closed on a new page load', async () => {
    localStorage.setItem('caseback_menu_en-int', JSON.stringify({ open: true, activeMenu: '3', level: 2 }));
    const { user } = renderMenu('/en-int/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await screen.findByRole('button', { name: 'Watches', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('caseback_menu_en-int')!)).toMatchObject({ open: false });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'All Watches' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('caseback_menu_en-int')!)).toEqual({
      open: true,
      activeMenu: '3',
      level: 2,
    });
  });
});

describe('main menu on desktop (768 px and wider)', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  test('no tabs; Down opens a submenu on its All link; Escape closes it and focus returns', async () => {
    const { user } = renderMenu();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const watches = await within(nav).findByRole('button', { name: 'Watches' });
    watches.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('button', { name: 'The House' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(watches).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'All Watches' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(watches).toHaveAttribute('aria-expanded', 'false');
    expect(watches).toHaveFocus();
    expect(dataLayerEvents()).toContainEqual({
      event: 'menu_navigation',
      action: 'open',
      menu_label: 'Watches',
      layout: 'desktop',
    });
  });

  test('a click outside the menu closes the open submenu', async () => {
    const { user } = renderMenu();
    const watches = await screen.findByRole('button', { name: 'Watches' });
    await user.click(watches);
    expect(watches).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(watches).toHaveAttribute('aria-expanded', 'false');
  });
});
