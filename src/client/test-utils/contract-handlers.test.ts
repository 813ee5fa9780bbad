import { HttpResponse } from 'msw';
import { listOperations } from '../../common/contract/operations';
import { contractExample, server } from './index';
import { contractHandlers } from './contract-handlers';

// Another front end's use of the exported handlers: its API lives elsewhere (a base URL with a path prefix), it
// calls a few operations by fetch, and answers some of them otherwise than with the first 200 example.
const BASE = 'https://gateway.partner.example/caseback';

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('contractHandlers, the mock API for other front ends', () => {
  test('one handler per contract operation', () => {
    expect(contractHandlers({ baseUrl: BASE })).toHaveLength(listOperations().length);
  });

  test("answers each operation at the base URL with the contract's first 200 example, for any store code", async () => {
    server.use(...contractHandlers({ baseUrl: `${BASE}/` }));
    const config = await json(await fetch(`${BASE}/rest/ja-jp/V1/store/config`));
    expect(config.status).toBe(200);
    expect(config.body.store_name).toBe('International (English)');
    expect(config.body).toEqual(contractExample('getStoreConfig'));

    const product = await json(await fetch(`${BASE}/rest/en-int/V1/products/url-key/any-watch`));
    expect(product.body).toEqual(contractExample('getProductByUrlKey', 'product'));

    // A store-scoped controller (a form post), with its first example ('success').
    const signIn = await json(
      await fetch(`${BASE}/en-int/customer/ajax/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'anna.keller@example.com', password: 'x' }),
      }),
    );
    expect(signIn.body).toEqual(contractExample('loginCustomer', 'success'));
    expect(signIn.body.errors).toBe(false);
  });

  test('answers another example by name, of another status, or with a resolver of its own', async () => {
    server.use(
      ...contractHandlers({
        baseUrl: BASE,
        answers: {
          getWishlist: { example: 'twoWatches' },
          loginCustomer: { example: 'captchaRequired', status: 403 },
          getStoreConfig: { status: 404 },
          getCategoryTree: () =>
            HttpResponse.json({ code: 'service_unavailable', message: 'Down' }, { status: 503 }),
        },
      }),
    );
    const wishlist = await json(await fetch(`${BASE}/rest/en-int/V1/caseback-wishlist/items`));
    expect(wishlist.body).toEqual(contractExample('getWishlist', 'twoWatches'));
    expect(wishlist.body.items).toHaveLength(2);

    const signIn = await json(await fetch(`${BASE}/en-int/customer/ajax/login`, { method: 'POST' }));
    expect(signIn).toEqual({ status: 403, body: contractExample('loginCustomer', 'captchaRequired', 403) });

    const config = await json(await fetch(`${BASE}/rest/xx-yy/V1/store/config`));
    expect(config).toEqual({ status: 404, body: contractExample('getStoreConfig', undefined, 404) });

    const tree = await json(await fetch(`${BASE}/rest/en-int/V1/categories`));
    expect(tree).toEqual({ status: 503, body: { code: 'service_unavailable', message: 'Down' } });
  });

  test('each answer is a fresh copy: changing one does not change the next', async () => {
    server.use(...contractHandlers({ baseUrl: BASE }));
    const first = await json(await fetch(`${BASE}/rest/en-int/V1/store/config`));
    first.body.store_name = 'Changed';
    const second = await json(await fetch(`${BASE}/rest/en-int/V1/store/config`));
    expect(second.body.store_name).toBe('International (English)');
  });

  test('refuses, where the handlers are made, an operation or an example the contract does not have', () => {
    expect(() => contractHandlers({ answers: { getWatchlist: { status: 200 } } })).toThrow(
      'No operation getWatchlist in the contract',
    );
    expect(() => contractHandlers({ answers: { getWishlist: { example: 'threeWatches' } } })).toThrow(
      'getWishlist has no 200 example threeWatches in the contract (its examples: empty, twoWatches)',
    );
  });
});
