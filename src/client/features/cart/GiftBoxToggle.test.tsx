import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { giftBoxAdded, giftBoxRemoved } from './events';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { CART_PAGE, MASKED_ID, cartWith, rememberGuestCart, recordActions } from './testCart';

const BOX = /Maison Aurèle presentation box/;

/** A guest cart whose gift box follows the calls; counts the header section's loads. */
function giftBoxShop(initially: boolean) {
  const seen = {
    hasGiftBox: initially,
    calls: [] as { method: string; cartId: string; body: unknown }[],
    sectionLoads: 0,
  };
  server.use(
    http.get(contractUrl('getGuestCart'), () => HttpResponse.json(cartWith({ hasGiftBox: seen.hasGiftBox }))),
    http.get(contractUrl('loadCustomerSections'), () => {
      seen.sectionLoads += 1;
      return HttpResponse.json(contractExample('loadCustomerSections') as object);
    }),
    http.post(contractUrl('changeGuestGiftBox'), async ({ params, request }) => {
      seen.calls.push({
        method: String(params.methodName),
        cartId: String(params.cartId),
        body: await request.json(),
      });
      seen.hasGiftBox = params.methodName === 'add';
      return HttpResponse.json({ hasGiftBox: seen.hasGiftBox });
    }),
  );
  return seen;
}

async function openCart() {
  rememberGuestCart();
  const store = makeStore();
  const actions = recordActions(store);
  const { user } = renderApp(CART_PAGE, { store });
  const box = await screen.findByRole('checkbox', { name: BOX });
  return { user, box, actions };
}

describe('gift box toggle (spec 2.6, 4, 8)', () => {
  test('shows the configured box with its image and price', async () => {
    giftBoxShop(false);
    const { box } = await openCart();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleName('Maison Aurèle presentation box €35.00');
    expect(
      screen.getByRole('img', { name: 'A lacquered presentation box tied with a silk ribbon' }),
    ).toHaveAttribute('src', '/media/gift-box.svg');
  });

  test('adding: "You added a gift box.", the box is ticked, the cart section reloads', async () => {
    const seen = giftBoxShop(false);
    const { user, box, actions } = await openCart();
    const loadsBefore = seen.sectionLoads;
    await user.click(box);
    expect(await screen.findByText('You added a gift box.')).toHaveAttribute('role', 'status');
    expect(box).toBeChecked();
    expect(seen.calls).toEqual([{ method: 'add', cartId: MASKED_ID, body: {} }]);
    await waitFor(() => expect(seen.sectionLoads).toBeGreaterThan(loadsBefore));
    expect(actions).toContainEqual(giftBoxAdded({ sku: 'MA-GIFT-BOX' }));
  });

  test('removing calls remove and unticks the box', async () => {
    const seen = giftBoxShop(true);
    const { user, box, actions } = await openCart();
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('You removed the gift box.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(seen.calls.map((call) => call.method)).toEqual(['remove']);
    expect(actions).toContainEqual(giftBoxRemoved({ sku: 'MA-GIFT-BOX' }));
  });

  test("an error with a readable answer shows the server's message", async () => {
    const seen = giftBoxShop(false);
    server.use(
      http.post(contractUrl('changeGuestGiftBox'), () =>
        HttpResponse.json(
          { code: 'conflict', message: 'Add a watch to your cart before adding a gift box.' },
          { status: 409 },
        ),
      ),
    );
    const { user, box } = await openCart();
    const loadsBefore = seen.sectionLoads;
    await user.click(box);
    expect(await screen.findByText('Add a watch to your cart before adding a gift box.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(box).not.toBeChecked();
    expect(screen.queryByText('You added a gift box.')).not.toBeInTheDocument();
    await waitFor(() => expect(seen.sectionLoads).toBeGreaterThan(loadsBefore));
  });

  test('an answer that cannot be parsed: "Something went wrong with your request. Please try again later."', async () => {
    const seen = giftBoxShop(false);
    server.use(
      http.post(
        contractUrl('changeGuestGiftBox'),
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { user, box } = await openCart();
    const loadsBefore = seen.sectionLoads;
    await user.click(box);
    expect(
      await screen.findByText('Something went wrong with your request. Please try again later.'),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(seen.sectionLoads).toBeGreaterThan(loadsBefore));
  });

  test('a signed-in customer changes the gift box of the "mine" cart', async () => {
    const methods: string[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
      ),
      http.get(contractUrl('getMineCart'), () =>
        HttpResponse.json(cartWith({ hasGiftBox: false, is_guest: false })),
      ),
      http.post(contractUrl('changeMineGiftBox'), ({ params }) => {
        methods.push(String(params.methodName));
        return HttpResponse.json({ hasGiftBox: true });
      }),
    );
    const { user } = renderApp(CART_PAGE);
    await user.click(await screen.findByRole('checkbox', { name: BOX }));
    expect(await screen.findByText('You added a gift box.')).toBeInTheDocument();
    expect(methods).toEqual(['add']);
  });
});
