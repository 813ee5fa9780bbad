import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerSignedInCustomer,
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';
import { FormDataFromForm } from '../../test-utils/formDataFromForm';

const twoWatches = () => contractExample<object>('getWishlist', 'twoWatches');

/** The form posts leave the page in a browser; here each submit is recorded with its fields instead. */
function recordFormPosts() {
  const posts: { action: string; fields: Record<string, FormDataEntryValue> }[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posts.push({
      action: this.getAttribute('action') ?? '',
      fields: Object.fromEntries(new FormDataFromForm(this).entries()),
    });
  });
  return posts;
}

// The account area's frame shows its pages to a signed-in customer.
beforeEach(() => answerSignedInCustomer());
afterEach(() => jest.restoreAllMocks());

describe('the wishlist page (/{store}/wishlist)', () => {
  test('shows the saved watches: image, name and price in the store format, each linking to its page', async () => {
    server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
    renderApp('/en-int/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Saved watches' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const diver = items[0]!;
    expect(within(diver).getByRole('link', { name: 'Navigator Diver 300' })).toHaveAttribute(
      'href',
      '/en-int/navigator-diver-300-42.html',
    );
    expect(within(diver).getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      '/media/catalog/product/MA-NAV-DIV-01-BLK-42/front.svg',
    );
    expect(diver).toHaveTextContent('€4,200.00');
    expect(items[1]).toHaveTextContent('€6,450.00');
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([15]);
  });

  test("removing asks first, in the spec's words; Cancel keeps the item and posts nothing", async () => {
    const posts = recordFormPosts();
    server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
    const { user } = renderApp('/en-int/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Remove: Navigator Diver 300' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove wishlist item' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure to remove Navigator Diver 300 form your wishlist?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);
    expect(dataLayerEvents().filter((e) => e.event === 'remove_from_wishlist')).toEqual([]);
  });

  test('confirming posts the item and the form key from the cookie to wishlist/index/remove', async () => {
    document.cookie = 'form_key=Xk3pQ9rT2mW7vB4n; path=/';
    const posts = recordFormPosts();
    server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
    const { user } = renderApp('/en-int/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Remove: Heritage Chronograph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove wishlist item' });
    // Signing in elsewhere gives a new key: the one in the cookie when confirming is sent.
    document.cookie = 'form_key=Nw4kQ9rT2mW7vB4z; path=/';
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      action: '/en-int/wishlist/index/remove',
      fields: { item: '11', form_key: 'Nw4kQ9rT2mW7vB4z' },
    });
    expect(dataLayerEvents().filter((e) => e.event === 'remove_from_wishlist')).toEqual([
      {
        event: 'remove_from_wishlist',
        wishlist_item_id: 11,
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('an empty wishlist says so', async () => {
    renderApp('/en-int/wishlist');
    expect(await screen.findByText('You have no items in your wishlist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  test('a signed-out visitor is sent to sign in', async () => {
    server.use(
      http.get(contractUrl('getWishlist'), () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Please sign in to use your wishlist.' },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp('/en-int/wishlist');
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/customer/account/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer sign-in' })).toBeInTheDocument();
  });
});

describe('arriving from a sign-in that made a pending add (?added=)', () => {
  test('reports the add once, for the product now in the wishlist, with one page view', async () => {
    server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
    renderApp('/en-int/wishlist?added=8');
    await screen.findByRole('link', { name: 'Navigator Diver 300' });
    await waitFor(() =>
      expect(dataLayerEvents().filter((e) => e.event === 'add_to_wishlist')).toEqual([
        {
          event: 'add_to_wishlist',
          ecommerce: { items: [{ item_id: 'MA-NAV-DIV-01', item_name: 'Navigator Diver 300' }] },
        },
      ]),
    );
    expect(pageTypesPushed()).toEqual([15]);
  });

  test('reports nothing when the product is not in the wishlist after all', async () => {
    renderApp('/en-int/wishlist?added=8');
    await screen.findByText('You have no items in your wishlist.');
    expect(dataLayerEvents().filter((e) => e.event === 'add_to_wishlist')).toEqual([]);
  });
});
