import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type AppStore } from '../../app/store';
import { productVariationAddedToCart } from './events';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { chronographInTwoSizes } from '../../test-utils/fixtures';

const MASKED_ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';
const PRODUCT_PAGE = '/en-int/heritage-chronograph.html';

type Body = { cartItem: { sku: string; qty: number } };

/** Answers the product, counts cart creations and records every add (cart id and body). */
function shop({ signedIn = false } = {}) {
  const calls = { created: 0, guestAdds: [] as { cartId: string; body: Body }[], mineAdds: [] as Body[] };
  let units = 0;
  const sections = () => {
    const base = contractExample('loadCustomerSections', signedIn ? 'signedIn' : 'guest') as {
      cart: { summary_count: number };
    };
    return {
      ...base,
      cart: { ...base.cart, summary_count: signedIn ? base.cart.summary_count + units : units },
    };
  };
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(chronographInTwoSizes)),
    http.get(contractUrl('loadCustomerSections'), () => HttpResponse.json(sections())),
    http.post(contractUrl('createGuestCart'), () => {
      calls.created += 1;
      return HttpResponse.json(MASKED_ID);
    }),
    http.post(contractUrl('addGuestCartItem'), async ({ request, params }) => {
      const body = (await request.json()) as Body;
      calls.guestAdds.push({ cartId: String(params.cartId), body });
      units += body.cartItem.qty;
      return HttpResponse.json(contractExample('getGuestCart') as object);
    }),
    http.post(contractUrl('addMineCartItem'), async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.mineAdds.push(body);
      units += body.cartItem.qty;
      return HttpResponse.json(contractExample('getMineCart') as object);
    }),
  );
  return calls;
}

/** The actions components dispatch (analytics maps them to data-layer events). */
function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    seen.push(action);
    return dispatch(action);
  }) as AppStore['dispatch'];
  return seen;
}

const header = () => screen.getByRole('banner');

describe('add to cart on the product page', () => {
  test('a guest: the first add creates one cart and remembers it; the second reuses it', async () => {
    const calls = shop();
    const store = makeStore();
    const dispatched = recordActions(store);
    const { user } = renderApp(PRODUCT_PAGE, { store });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.selectOptions(screen.getByLabelText('Qty'), '2');
    await user.click(button);

    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(calls.created).toBe(1);
    expect(calls.guestAdds).toEqual([
      { cartId: MASKED_ID, body: { cartItem: { sku: 'MA-HER-CHR-01-BLU-40', qty: 2 } } },
    ]);
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBe(MASKED_ID);
    expect(await within(header()).findByRole('button', { name: /My Cart \(2 items\)/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Qty'), '1');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await within(header()).findByRole('button', { name: /My Cart \(3 items\)/ })).toBeInTheDocument();
    expect(calls.created).toBe(1);
    expect(calls.guestAdds.map((add) => add.cartId)).toEqual([MASKED_ID, MASKED_ID]);
    expect(dispatched).toContainEqual(
      productVariationAddedToCart({
        sku: 'MA-HER-CHR-01-BLU-40',
        name: 'Heritage Chronograph',
        qty: 1,
        parent_sku: 'MA-HER-CHR-01',
        variation: [
          { label: 'Dial colour', value: 'Midnight blue' },
          { label: 'Case size', value: '40 mm' },
        ],
        custom_options: [],
        engravings: [],
      }),
    );
  });

  test('a signed-in customer adds to the "mine" cart and no guest cart is made', async () => {
    const calls = shop({ signedIn: true });
    const { user } = renderApp(PRODUCT_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(calls.mineAdds).toEqual([{ cartItem: { sku: 'MA-HER-CHR-01-BLU-40', qty: 1 } }]);
    expect(calls.created).toBe(0);
    expect(calls.guestAdds).toEqual([]);
    expect(await within(header()).findByRole('button', { name: /My Cart \(2 items\)/ })).toBeInTheDocument();
  });

  test('by keyboard: the outcome is announced politely and the focus stays on the button', async () => {
    shop();
    const { user } = renderApp(PRODUCT_PAGE);
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    button.focus();
    await user.keyboard('{Enter}');
    const added = await screen.findByText('You added Heritage Chronograph to your shopping cart.');
    expect(added).toHaveAttribute('role', 'status');
    expect(added).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled');
    // A second add from where the shopper is: no need to find the button again.
    await user.keyboard('{Enter}');
    expect(await within(header()).findByRole('button', { name: /My Cart \(2 items\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  test('while adding, the button says it is busy but keeps the focus, and a second press sends nothing', async () => {
    const calls = shop();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(contractUrl('addGuestCartItem'), async ({ request, params }) => {
        await held;
        calls.guestAdds.push({ cartId: String(params.cartId), body: (await request.json()) as Body });
        return HttpResponse.json(contractExample('getGuestCart') as object);
      }),
    );
    const { user } = renderApp(PRODUCT_PAGE);
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Browsers move the focus off a button that becomes disabled (jsdom does not): it must stay enabled.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls.guestAdds).toHaveLength(1);
  });

  test('a variation that cannot be sold: the button reads "Out of stock" and is disabled', async () => {
    shop();
    const { user } = renderApp(PRODUCT_PAGE);
    await user.click(await screen.findByRole('button', { name: '42 mm' }));
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  test("a 409 shows the server's message", async () => {
    shop();
    server.use(
      http.post(contractUrl('addGuestCartItem'), () =>
        HttpResponse.json(
          { code: 'insufficient_stock', message: 'The requested qty is not available.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(PRODUCT_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('The requested qty is not available.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/You added/)).not.toBeInTheDocument();
  });

  test('a remembered cart that is gone (404) is forgotten and a new one is made', async () => {
    const calls = shop();
    const stale = 'A'.repeat(32);
    window.localStorage.setItem('caseback_cart_en-int', stale);
    server.use(
      http.post(contractUrl('addGuestCartItem'), async ({ request, params }) => {
        if (params.cartId === stale)
          return HttpResponse.json({ code: 'not_found', message: 'No such cart.' }, { status: 404 });
        calls.guestAdds.push({ cartId: String(params.cartId), body: (await request.json()) as Body });
        return HttpResponse.json(contractExample('getGuestCart') as object);
      }),
      http.get(contractUrl('getGuestCart'), ({ params }) =>
        params.cartId === stale
          ? HttpResponse.json({ code: 'not_found', message: 'No such cart.' }, { status: 404 })
          : HttpResponse.json(contractExample('getGuestCart') as object),
      ),
    );
    const { user } = renderApp(PRODUCT_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(calls.created).toBe(1);
    expect(calls.guestAdds.map((add) => add.cartId)).toEqual([MASKED_ID]);
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBe(MASKED_ID);
  });
});
