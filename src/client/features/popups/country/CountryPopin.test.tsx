import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  dataLayerEvents,
  renderWithProviders,
  server,
} from '../../../test-utils';
import { PopupsHost } from '../PopupsHost';
import { storeNavigation } from '../storeNavigation';
import { answered } from '../testing';
import { COUNTRY_POPIN_DELAY_MS, POPUP_RETRY_MS } from '../timings';
import { COUNTRY_SELECTED_KEY } from './countrySelectedFlag';

/** A visitor from France on the international store (the contract's example). */
const visitorFromFrance = () =>
  server.use(
    http.get(contractUrl('getStoreSelector'), () =>
      HttpResponse.json(contractExample('getStoreSelector', 'abroad')),
    ),
  );

const popinEvents = () => dataLayerEvents().filter((e) => e.event === 'country_popin');

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function showPopin() {
  visitorFromFrance();
  const rendered = renderWithProviders(<PopupsHost />, { route: '/en-int/' });
  await answered(rendered.store, 'getStoreSelector');
  act(() => void jest.advanceTimersByTime(COUNTRY_POPIN_DELAY_MS));
  const dialog = await screen.findByRole('dialog', { name: 'Visiting from France?' });
  return { ...rendered, dialog };
}

describe('the country pop-in (spec 4)', () => {
  test('shows 3000 ms after the page loads for a visitor from another country, not before', async () => {
    visitorFromFrance();
    const { store } = renderWithProviders(<PopupsHost />, { route: '/en-int/' });
    await answered(store, 'getStoreSelector');
    act(() => void jest.advanceTimersByTime(COUNTRY_POPIN_DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(100));
    expect(await screen.findByRole('dialog', { name: 'Visiting from France?' })).toBeInTheDocument();
    expect(popinEvents()).toEqual([
      { event: 'country_popin', action: 'shown', visitor_country: 'FR', suggested_stores: ['fr-fr'] },
    ]);
  });

  test('choosing the proposed country remembers the choice and goes to that store', async () => {
    const assign = jest.spyOn(storeNavigation, 'assign').mockImplementation(() => undefined);
    const { user, dialog } = await showPopin();
    await user.click(within(dialog).getByRole('link', { name: 'Go to the France site' }));
    expect(assign).toHaveBeenCalledWith('/fr-fr/');
    expect(localStorage.getItem(COUNTRY_SELECTED_KEY)).toBe('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popinEvents().at(-1)).toEqual({
      event: 'country_popin',
      action: 'chosen',
      visitor_country: 'FR',
      store_code: 'fr-fr',
      choice: 'proposed_country',
    });
  });

  test.each([
    ['close', () => screen.getByRole('button', { name: 'Close dialog' })],
    ['continue', () => screen.getByRole('button', { name: 'Continue on the International (English) site' })],
  ])('%s sets the country-selected flag', async (via, button) => {
    const { user } = await showPopin();
    await user.click(button());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(COUNTRY_SELECTED_KEY)).toBe('1');
    expect(popinEvents().at(-1)).toEqual({
      event: 'country_popin',
      action: 'closed',
      visitor_country: 'FR',
      choice: via,
    });
  });

  test('Escape closes it like the close button', async () => {
    const { user } = await showPopin();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(COUNTRY_SELECTED_KEY)).toBe('1');
  });

  test('the custom country lists every store, the current one first, expanding in 1000 ms and collapsing in 200 ms', async () => {
    const { user, dialog } = await showPopin();
    const toggle = within(dialog).getByRole('button', { name: 'Choose another country' });
    const region = within(dialog).getByTestId('store-choice-region');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region.style.getPropertyValue('--store-list-duration')).toBe('200ms');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region.style.getPropertyValue('--store-list-duration')).toBe('1000ms');
    const stores = within(region).getAllByRole('link');
    expect(stores.map((link) => link.getAttribute('href'))).toEqual(['/en-int/', '/fr-fr/']);
    expect(stores[0]).toHaveAttribute('aria-current', 'true');
    await user.click(toggle);
    expect(region.style.getPropertyValue('--store-list-duration')).toBe('200ms');
  });

  test('the custom country opens the retailer popup', async () => {
    const { user, dialog } = await showPopin();
    await user.click(within(dialog).getByRole('button', { name: 'Choose another country' }));
    await user.click(within(dialog).getByRole('button', { name: 'Another country? Find a retailer' }));
    const retailers = await screen.findByRole('dialog', { name: 'Shop in other countries' });
    expect(await within(retailers).findByText('Juwelier Hartmann')).toBeInTheDocument();
    expect(localStorage.getItem(COUNTRY_SELECTED_KEY)).toBe('1');
    expect(dataLayerEvents()).toContainEqual({
      event: 'find_a_retailer',
      action: 'open',
      source: 'country_popin',
    });
    expect(popinEvents().at(-1)).toMatchObject({ action: 'closed', choice: 'custom_country' });
  });

  test('is not offered again once a country was chosen', async () => {
    localStorage.setItem(COUNTRY_SELECTED_KEY, '1');
    visitorFromFrance();
    renderWithProviders(<PopupsHost />, { route: '/en-int/' });
    act(() => void jest.advanceTimersByTime(COUNTRY_POPIN_DELAY_MS + POPUP_RETRY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("is not offered to a visitor in the store's own country", async () => {
    // The contract's first example: a British visitor on the British store, nothing suggested.
    const { store } = renderWithProviders(<PopupsHost />, { route: '/en-gb/' });
    await answered(store, 'getStoreSelector');
    act(() => void jest.advanceTimersByTime(COUNTRY_POPIN_DELAY_MS + POPUP_RETRY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
