import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  renderWithProviders,
  server,
} from '../../../test-utils';
import { PopupsHost } from '../PopupsHost';
import { answered } from '../testing';
import { COUNTRY_POPIN_DELAY_MS, POPUP_RETRY_MS, PROMO_NAVIGATION_DELAY_MS } from '../timings';

/** The contract's second example: index 1 centred after 6 s (link), index 2 bottom_wide after 10 s (newsletter). */
const twoPopups = () =>
  server.use(
    http.get(contractUrl('listPromotionalPopups'), () =>
      HttpResponse.json(contractExample('listPromotionalPopups', 'two')),
    ),
  );

const ANNOUNCEMENT = 'The Heritage Chronograph';
const NEWSLETTER = 'Letters from the atelier';
const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
const promoEvents = () => dataLayerEvents().filter((e) => e.event === 'promotional_popup');

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

async function renderPopups() {
  twoPopups();
  const rendered = renderWithProviders(<PopupsHost />, { route: '/en-int/' });
  await answered(rendered.store, 'listPromotionalPopups');
  return rendered;
}

describe('promotional popups (spec 4)', () => {
  test('shows after `timer` seconds, and closing sets its clicked cookie', async () => {
    const { user } = await renderPopups();
    tick(5900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tick(100);
    const dialog = await screen.findByRole('dialog', { name: ANNOUNCEMENT });
    expect(within(dialog).getByText(/A new blue dial/)).toBeInTheDocument();
    expect(promoEvents()).toEqual([
      { event: 'promotional_popup', action: 'view', popup_index: 1, popup_position: 'center' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog', { name: ANNOUNCEMENT })).not.toBeInTheDocument();
    expect(document.cookie).toContain('1-clicked=1');
    expect(promoEvents().at(-1)).toMatchObject({ action: 'close', popup_index: 1 });
  });

  test("is not shown when its cookie is '1'", async () => {
    document.cookie = '1-clicked=1; path=/';
    await renderPopups();
    tick(9900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tick(100);
    // The later popup shows at its own time: only the clicked one stays away.
    expect(await screen.findByRole('dialog', { name: NEWSLETTER })).toBeInTheDocument();
  });

  test('one at a time: a popup due while another is visible retries every 5 s', async () => {
    const { user } = await renderPopups();
    tick(6000);
    const first = await screen.findByRole('dialog', { name: ANNOUNCEMENT });
    tick(4000); // 10 s: the newsletter popup is due, the announcement is still there
    expect(screen.queryByRole('dialog', { name: NEWSLETTER })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Close dialog' }));
    tick(POPUP_RETRY_MS - 100);
    expect(screen.queryByRole('dialog', { name: NEWSLETTER })).not.toBeInTheDocument();
    tick(100);
    expect(await screen.findByRole('dialog', { name: NEWSLETTER })).toBeInTheDocument();
  });

  test('waits for the country pop-in too', async () => {
    document.cookie = '2-clicked=1; path=/';
    server.use(
      http.get(contractUrl('getStoreSelector'), () =>
        HttpResponse.json(contractExample('getStoreSelector', 'abroad')),
      ),
    );
    const { user, store } = await renderPopups();
    await answered(store, 'getStoreSelector');
    tick(COUNTRY_POPIN_DELAY_MS);
    await screen.findByRole('dialog', { name: 'Visiting from France?' });
    tick(6000 - COUNTRY_POPIN_DELAY_MS);
    expect(screen.queryByRole('dialog', { name: ANNOUNCEMENT })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    tick(POPUP_RETRY_MS);
    expect(await screen.findByRole('dialog', { name: ANNOUNCEMENT })).toBeInTheDocument();
  });

  test('the link button sets the cookie and navigates after 800 ms', async () => {
    const { user, router } = await renderPopups();
    tick(6000);
    const dialog = await screen.findByRole('dialog', { name: ANNOUNCEMENT });
    await user.click(within(dialog).getByRole('button', { name: 'Discover' }));
    expect(document.cookie).toContain('1-clicked=1');
    expect(promoEvents().at(-1)).toEqual({
      event: 'promotional_popup',
      action: 'click',
      popup_index: 1,
      popup_position: 'center',
      button_type: 'link',
    });
    tick(PROMO_NAVIGATION_DELAY_MS - 100);
    expect(currentUrl(router)).toBe('/en-int/');
    tick(100);
    expect(currentUrl(router)).toBe('/en-int/heritage-chronograph-40.html');
  });

  test('the bottom_wide newsletter band: a non-modal dialog, Escape closes it, its button subscribes', async () => {
    document.cookie = '1-clicked=1; path=/';
    const { user, router } = await renderPopups();
    tick(10_000);
    const band = await screen.findByRole('dialog', { name: NEWSLETTER });
    expect(band).toHaveAttribute('aria-modal', 'false');
    expect(band).toHaveFocus();
    await user.click(within(band).getByRole('button', { name: 'Subscribe' }));
    expect(dataLayerEvents()).toContainEqual({
      event: 'newsletter_subscribe',
      source: 'promotional_popup',
      popup_index: 2,
    });
    expect(document.cookie).toContain('2-clicked=1');
    tick(PROMO_NAVIGATION_DELAY_MS);
    expect(currentUrl(router)).toBe('/en-int/newsletter/subscribe');
  });

  test('Escape closes a bottom popup for good', async () => {
    document.cookie = '1-clicked=1; path=/';
    const { user } = await renderPopups();
    tick(10_000);
    await screen.findByRole('dialog', { name: NEWSLETTER });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: NEWSLETTER })).not.toBeInTheDocument();
    expect(document.cookie).toContain('2-clicked=1');
  });
});
