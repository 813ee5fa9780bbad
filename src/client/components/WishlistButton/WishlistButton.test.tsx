import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Wishlist } from '../../api/wishlist';
import {
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  renderWithProviders,
  server,
} from '../../test-utils';
import { WishlistButton } from './WishlistButton';

const CHRONOGRAPH = { productId: 1, productName: 'Heritage Chronograph', sku: 'MA-HER-CHR-01' };
const wishlistEvents = () => dataLayerEvents().filter((e) => String(e.event).includes('wishlist'));

function signedIn(list: Wishlist) {
  const added: number[] = [];
  server.use(
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
    ),
    http.get(contractUrl('getWishlist'), () => HttpResponse.json(list)),
    http.post(contractUrl('addWishlistItem'), async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number };
      added.push(product_id);
      return HttpResponse.json(contractExample('addWishlistItem', 'twoWatches') as object);
    }),
  );
  return added;
}

describe('WishlistButton', () => {
  test("a signed-in shopper's 'Add to wishlist' saves the product, then links to the wishlist", async () => {
    const added = signedIn(contractExample<Wishlist>('getWishlist', 'empty'));
    const { user } = renderWithProviders(<WishlistButton {...CHRONOGRAPH} />);
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist: Heritage Chronograph' }));

    const link = await screen.findByRole('link', { name: 'In your wishlist: Heritage Chronograph' });
    expect(link).toHaveAttribute('href', '/en-int/wishlist');
    expect(added).toEqual([1]);
    expect(wishlistEvents()).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('a product already saved shows as saved from the start', async () => {
    signedIn(contractExample<Wishlist>('getWishlist', 'twoWatches'));
    renderWithProviders(<WishlistButton {...CHRONOGRAPH} />);
    expect(
      await screen.findByRole('link', { name: 'In your wishlist: Heritage Chronograph' }),
    ).toHaveAttribute('href', '/en-int/wishlist');
  });

  test('a signed-out shopper is sent to sign in first (the server keeps the product for that sign-in)', async () => {
    let asked = 0;
    server.use(
      http.post(contractUrl('addWishlistItem'), () => {
        asked += 1;
        return HttpResponse.json(
          { code: 'unauthorized', message: 'Please sign in to use your wishlist.' },
          { status: 401 },
        );
      }),
    );
    const { user, router } = renderWithProviders(<WishlistButton {...CHRONOGRAPH} />, {
      route: '/en-int/watches',
    });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist: Heritage Chronograph' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/customer/account/login'));
    expect(asked).toBe(1);
    expect(wishlistEvents()).toEqual([]);
  });

  test("a full wishlist: the server's message is shown beside the button", async () => {
    signedIn(contractExample<Wishlist>('getWishlist', 'empty'));
    server.use(
      http.post(contractUrl('addWishlistItem'), () =>
        HttpResponse.json(
          { code: 'conflict', message: 'Your wishlist can hold up to 50 products. Please remove one first.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<WishlistButton {...CHRONOGRAPH} />);
    const button = await screen.findByRole('button', { name: 'Add to wishlist: Heritage Chronograph' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Your wishlist can hold up to 50 products. Please remove one first.');
    expect(button).toHaveAccessibleDescription(
      'Your wishlist can hold up to 50 products. Please remove one first.',
    );
    expect(wishlistEvents()).toEqual([]);
  });
});
