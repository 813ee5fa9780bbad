import type { UnknownAction } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore, type AppStore } from '../../app/store';
import { miniCartOpened } from './events';
import { contractExample, contractUrl, currentUrl, renderWithProviders, server } from '../../test-utils';
import { guestWithTwoUnits } from '../../test-utils/fixtures';
import { miniCartLabel } from './cartLabel';
import { CartLink } from './CartLink';

const answerSections = (body: object) =>
  server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.json(body)));

function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    seen.push(action);
    return dispatch(action);
  }) as AppStore['dispatch'];
  return seen;
}

describe('mini-cart label (spec 2.6)', () => {
  test('singular for one unit, plural otherwise', () => {
    expect(miniCartLabel(0)).toBe('My Cart (0 items)');
    expect(miniCartLabel(1)).toBe('My Cart (1 item)');
    expect(miniCartLabel(2)).toBe('My Cart (2 items)');
  });

  test('an empty cart reads "My Cart (0 items)" and shows the count', async () => {
    renderWithProviders(<CartLink />);
    const button = await screen.findByRole('button', { name: 'My Cart (0 items)' });
    expect(button).toHaveTextContent('0');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('one unit reads "My Cart (1 item)"', async () => {
    answerSections(contractExample('loadCustomerSections', 'signedIn') as object);
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('button', { name: 'My Cart (1 item)' })).toHaveTextContent('1');
  });

  test('two units read "My Cart (2 items)"', async () => {
    answerSections(guestWithTwoUnits);
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('button', { name: 'My Cart (2 items)' })).toHaveTextContent('2');
  });

  test('no count is shown until the sections answer (a 0 that turns into 2 would be a wrong number first)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(contractUrl('loadCustomerSections'), async () => {
        await answered;
        return HttpResponse.json(guestWithTwoUnits);
      }),
    );
    const { container } = renderWithProviders(<CartLink />);
    await screen.findByRole('button', { name: 'My Cart (0 items)' });
    const badge = container.querySelector('.cart-link__count');
    expect(badge).toHaveAttribute('data-pending', 'true');
    answer();
    await screen.findByRole('button', { name: 'My Cart (2 items)' });
    expect(badge).toHaveAttribute('data-pending', 'false');
  });
});

describe('mini-cart dropdown (spec 2.6)', () => {
  // The panel's code is a lazy leaf: the first opening in this file waits for its chunk, as a shopper who opens
  // it before the page's leaves have loaded does; later ones find it loaded.
  test('lists the items with image, name, qty and price, the subtotal and both links', async () => {
    answerSections(contractExample('loadCustomerSections', 'signedIn') as object);
    const store = makeStore();
    const actions = recordActions(store);
    const { user } = renderWithProviders(<CartLink />, { store });
    await user.click(await screen.findByRole('button', { name: 'My Cart (1 item)' }));

    const panel = await screen.findByRole('region', { name: 'My Cart' });
    expect(screen.getByRole('button', { name: 'My Cart (1 item)' })).toHaveAttribute('aria-expanded', 'true');
    const item = within(panel).getByRole('listitem');
    expect(
      within(item).getByRole('img', { name: 'Heritage Chronograph, midnight blue dial, 40 mm' }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph.html',
    );
    expect(item).toHaveTextContent('Qty 1');
    expect(item).toHaveTextContent('€6,450.00');
    expect(panel).toHaveTextContent('Subtotal€6,450.00');
    expect(within(panel).getByRole('link', { name: 'View and edit cart' })).toHaveAttribute(
      'href',
      '/en-int/checkout/cart',
    );
    expect(within(panel).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/en-int/checkout',
    );
    // No markup from the section reaches the page.
    expect(panel.innerHTML).not.toContain('<span class="price">');
    expect(actions).toContainEqual(
      miniCartOpened({
        currency: 'EUR',
        items: [
          {
            product_sku: 'MA-HER-CHR-01-BLU-40',
            product_name: 'Heritage Chronograph',
            qty: 1,
            product_price_value: 645000,
          },
        ],
      }),
    );
  });

  test('an empty cart says so', async () => {
    const { user } = renderWithProviders(<CartLink />);
    await user.click(await screen.findByRole('button', { name: 'My Cart (0 items)' }));
    const panel = await screen.findByRole('region', { name: 'My Cart' });
    expect(panel).toHaveTextContent('You have no items in your shopping cart.');
    expect(within(panel).queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  test('keyboard: Enter opens it with focus inside, Escape closes it and focus returns to the button', async () => {
    answerSections(guestWithTwoUnits);
    const { user } = renderWithProviders(<CartLink />);
    const button = await screen.findByRole('button', { name: 'My Cart (2 items)' });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'My Cart' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'My Cart' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('following "View and edit cart" goes to the cart page and closes the dropdown', async () => {
    answerSections(guestWithTwoUnits);
    const { user, router } = renderWithProviders(<CartLink />);
    await user.click(await screen.findByRole('button', { name: 'My Cart (2 items)' }));
    await user.click(await screen.findByRole('link', { name: 'View and edit cart' }));
    expect(currentUrl(router)).toBe('/en-int/checkout/cart');
    expect(screen.queryByRole('region', { name: 'My Cart' })).not.toBeInTheDocument();
  });
});
