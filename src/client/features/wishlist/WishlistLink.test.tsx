import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerSignedInCustomer, contractExample, contractUrl, renderApp, server } from '../../test-utils';

const twoWatches = () => contractExample<object>('getWishlist', 'twoWatches');

describe('the header wishlist link', () => {
  test("a signed-in customer's saved watches are counted in the header and the link leads to the wishlist", async () => {
    answerSignedInCustomer();
    server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
    const { user } = renderApp('/en-int/checkout/cart');
    const link = await screen.findByRole('link', { name: 'My wishlist (2 items)' });
    expect(link).toHaveTextContent('Wishlist (2)');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument();
  });

  test('a guest has no wishlist link, and no wishlist is asked for', async () => {
    const asked: string[] = [];
    server.use(
      http.get(contractUrl('getWishlist'), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(twoWatches());
      }),
    );
    renderApp('/en-int/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^My wishlist/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
