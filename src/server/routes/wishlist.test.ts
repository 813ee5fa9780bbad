import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const ANNA = 'anna.keller@example.com';
const LOUISE = 'louise.martin@example.com';
const KENJI = 'kenji.sato@example.com';
const CHRONOGRAPH = 'MA-HER-CHR-01';
const DIVER = 'MA-NAV-DIV-01';
const SIGN_IN_FIRST = { code: 'unauthorized', message: 'Please sign in to use your wishlist.' };
const NOT_YOURS = { code: 'not_found', message: 'This item is not in your wishlist.', field: 'body.item' };

interface WishlistBody {
  count: number;
  max_items: number;
  items: {
    id: number;
    added_at: string;
    product: {
      id: number;
      sku: string;
      name: string;
      url: string;
      price: { currency: string; amount: number };
    };
  }[];
}

async function idOf(sku: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from product where sku = $1', [sku]);
  if (!rows[0]) throw new Error(`No product ${sku}`);
  return rows[0].id;
}

const list = (s: Shopper) => s.rest('GET', '/caseback-wishlist/items');
const add = async (s: Shopper, sku: string) =>
  s.rest('POST', '/caseback-wishlist/items', { product_id: await idOf(sku) });
const skusOf = (body: WishlistBody) => body.items.map((i) => i.product.sku);
const emptyWishlistOf = (email: string) =>
  t.db.query(
    `delete from wishlist_item where wishlist_id in
       (select w.id from wishlist w join customer c on c.id = w.customer_id where c.email = $1)`,
    [email],
  );

/** The remove form as a browser posts it: urlencoded fields, the shopper's cookies. */
async function postRemoveForm(s: Shopper, fields: Record<string, string | number>, store = 'en-int') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/${store}/wishlist/index/remove`,
    remoteAddress: s.address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(s.jar) },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  Object.assign(s.jar, cookiesOf(res));
  return res;
}

async function signedIn(email: string, store = 'en-int'): Promise<Shopper> {
  const s = shopper(t, store);
  await s.signIn(email);
  await emptyWishlistOf(email);
  return s;
}

describe('the wishlist, signed in', () => {
  it('shows the seeded demo wishlist: Anna keeps the Navigator Diver', async () => {
    const s = shopper(t);
    await s.signIn(ANNA);
    const res = await list(s);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as WishlistBody;
    expect(skusOf(body)).toEqual([DIVER]);
    expect(body.items[0]!.product.name).toBe('Navigator Diver 300');
  });

  it('takes products newest first, once each, priced in the store currency, and marks the section stale', async () => {
    const s = await signedIn(LOUISE);
    expect((await list(s)).json()).toEqual({ count: 0, max_items: 50, items: [] });

    const first = await add(s, CHRONOGRAPH);
    expect(first.statusCode).toBe(200);
    expect(cookiesOf(first).section_data_clean).toBe('wishlist');
    const second = await add(s, DIVER);
    const body = second.json() as WishlistBody;
    expect(skusOf(body)).toEqual([DIVER, CHRONOGRAPH]);
    expect(body.count).toBe(2);
    expect(body.items[1]!.product).toMatchObject({
      name: 'Heritage Chronograph',
      url: '/en-int/heritage-chronograph-40.html',
      price: { currency: 'EUR', amount: 645000 },
    });

    // Adding one already there changes nothing.
    const again = await add(s, CHRONOGRAPH);
    expect(again.statusCode).toBe(200);
    expect(skusOf(again.json() as WishlistBody)).toEqual([DIVER, CHRONOGRAPH]);

    // The wishlist is the account's: another store shows the same items in its own currency.
    const swiss = shopper(t, 'de-ch');
    await swiss.signIn(LOUISE);
    const inFrancs = (await list(swiss)).json() as WishlistBody;
    expect(skusOf(inFrancs)).toEqual([DIVER, CHRONOGRAPH]);
    expect(inFrancs.items.every((i) => i.product.price.currency === 'CHF')).toBe(true);
  });

  it('answers 404 for a product that does not exist, a variation or a hidden product', async () => {
    const s = await signedIn(LOUISE);
    const hidden = await t.db.query<{ id: number }>(
      'select id from product where not is_visible and parent_id is null limit 1',
    );
    for (const productId of [2_000_000_000, await idOf(`${CHRONOGRAPH}-BLU-40`), hidden.rows[0]!.id]) {
      const res = await s.rest('POST', '/caseback-wishlist/items', { product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'not_found',
        message: 'This product does not exist.',
        field: 'body.product_id',
      });
    }
    expect((await list(s)).json()).toMatchObject({ count: 0 });
  });

  it('holds at most 50 products: the next answers 409 and changes nothing', async () => {
    const s = await signedIn(KENJI);
    await add(s, CHRONOGRAPH);
    // 49 more visible top-level products, put there directly: the cap is what is tested, not 49 requests.
    await t.db.query(
      `insert into wishlist_item (wishlist_id, product_id)
       select w.id, p.id from wishlist w, product p
        where w.customer_id = (select id from customer where email = $1)
          and p.parent_id is null and p.is_visible and p.sku not in ($2, $3)
        order by p.id limit 49`,
      [KENJI, CHRONOGRAPH, DIVER],
    );
    expect((await list(s)).json()).toMatchObject({ count: 50 });
    const refused = await add(s, DIVER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'conflict',
      message: 'Your wishlist can hold up to 50 products. Please remove one first.',
    });
    // A product already there is still answered as a success, even in a full wishlist.
    expect((await add(s, CHRONOGRAPH)).statusCode).toBe(200);
    expect((await list(s)).json()).toMatchObject({ count: 50 });
    await emptyWishlistOf(KENJI);
  });

  it('answers 400 for ids that are not product ids', async () => {
    const s = await signedIn(LOUISE);
    for (const body of [{ product_id: 'abc' }, { product_id: 0 }, { product_id: 1.5 }, {}, { sku: 'x' }]) {
      const res = await s.rest('POST', '/caseback-wishlist/items', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('removing an item (wishlist/index/remove)', () => {
  it('a form post with item and form_key removes it and redirects to the wishlist, the section stale', async () => {
    const s = await signedIn(LOUISE);
    await add(s, CHRONOGRAPH);
    const body = (await add(s, DIVER)).json() as WishlistBody;
    const diver = body.items.find((i) => i.product.sku === DIVER)!;

    const res = await postRemoveForm(s, { item: diver.id, form_key: s.jar.form_key! });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/wishlist');
    expect(cookiesOf(res).section_data_clean).toBe('wishlist');
    expect(skusOf((await list(s)).json() as WishlistBody)).toEqual([CHRONOGRAPH]);

    // Removed already: 404, nothing else changes.
    const again = await postRemoveForm(s, { item: diver.id, form_key: s.jar.form_key! });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_YOURS);
  });

  it("another customer's item answers 404 and stays in that customer's wishlist", async () => {
    const anna = shopper(t);
    await anna.signIn(ANNA);
    const annas = (await list(anna)).json() as WishlistBody;
    const annasItem = annas.items[0]!;
    const louise = await signedIn(LOUISE);

    const form = await postRemoveForm(louise, { item: annasItem.id, form_key: louise.jar.form_key! });
    expect(form.statusCode).toBe(404);
    expect(form.json()).toEqual(NOT_YOURS);
    const json = await louise.page('POST', '/wishlist/index/remove', {
      item: String(annasItem.id),
      form_key: louise.jar.form_key,
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual(NOT_YOURS);

    expect((await list(anna)).json()).toEqual(annas);
  });

  it("checks the form key: missing is 400, another session's is 403, and nothing is removed", async () => {
    const s = await signedIn(LOUISE);
    const body = (await add(s, CHRONOGRAPH)).json() as WishlistBody;
    const item = body.items[0]!.id;
    const other = shopper(t);
    await other.section();

    const missing = await postRemoveForm(s, { item });
    expect(missing.statusCode).toBe(400);
    const wrong = await postRemoveForm(s, { item, form_key: other.jar.form_key! });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'form_key_invalid' });
    expect(skusOf((await list(s)).json() as WishlistBody)).toEqual([CHRONOGRAPH]);
  });

  it('an item that is no id answers 400 naming it; ten digits beyond any id answer 404', async () => {
    const s = await signedIn(LOUISE);
    for (const item of ['abc', '0', '12.5', '']) {
      const res = await postRemoveForm(s, { item, form_key: s.jar.form_key! });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body.item' });
    }
    const huge = await postRemoveForm(s, { item: '9999999999', form_key: s.jar.form_key! });
    expect(huge.statusCode).toBe(404);
    expect(huge.json()).toEqual(NOT_YOURS);
  });

  it('a JSON post answers 200 with where to go', async () => {
    const s = await signedIn(LOUISE);
    const body = (await add(s, CHRONOGRAPH)).json() as WishlistBody;
    const res = await s.page('POST', '/wishlist/index/remove', {
      item: String(body.items[0]!.id),
      form_key: s.jar.form_key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect_url: '/en-int/wishlist' });
    expect((await list(s)).json()).toMatchObject({ count: 0 });
  });
});

describe('signed out', () => {
  it('reading answers 401; a form post to remove is sent to sign in, a JSON one answers 401', async () => {
    const s = shopper(t);
    await s.section();
    const read = await list(s);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(SIGN_IN_FIRST);

    const form = await postRemoveForm(s, { item: 1, form_key: s.jar.form_key! });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/en-int/customer/account/login');
    const json = await s.page('POST', '/wishlist/index/remove', { item: '1', form_key: s.jar.form_key });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toEqual(SIGN_IN_FIRST);
  });

  it('an add asks to sign in first; that sign-in adds the product and leads to the wishlist', async () => {
    await emptyWishlistOf(LOUISE);
    const s = shopper(t);
    await s.section();
    const asked = await add(s, CHRONOGRAPH);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual(SIGN_IN_FIRST);

    const login = await s.page('POST', '/customer/ajax/login', {
      username: LOUISE,
      password: 'Caseback-Demo-1',
      form_key: s.jar.form_key,
    });
    expect(login.json()).toMatchObject({
      errors: false,
      redirect_url: `/en-int/wishlist?added=${await idOf(CHRONOGRAPH)}`,
    });
    expect(cookiesOf(login).section_data_clean).toContain('wishlist');
    expect(skusOf((await list(s)).json() as WishlistBody)).toEqual([CHRONOGRAPH]);

    // The wish was spent: signing out and in again adds nothing and leads nowhere in particular.
    await s.signOut();
    const next = await s.page('POST', '/customer/ajax/login', {
      username: LOUISE,
      password: 'Caseback-Demo-1',
      form_key: s.jar.form_key,
    });
    expect(next.json()).toMatchObject({ errors: false, redirect_url: null });
  });

  it('an add of an unknown product while signed out answers 404 and remembers nothing', async () => {
    const s = shopper(t);
    await s.section();
    const res = await s.rest('POST', '/caseback-wishlist/items', { product_id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    const login = await s.page('POST', '/customer/ajax/login', {
      username: LOUISE,
      password: 'Caseback-Demo-1',
      form_key: s.jar.form_key,
    });
    expect(login.json()).toMatchObject({ errors: false, redirect_url: null });
  });
});

describe('the wishlist customer-data section', () => {
  const section = async (s: Shopper) => {
    const res = await s.page('GET', '/customer/section/load?sections=customer,wishlist');
    expect(res.statusCode).toBe(200);
    return (res.json() as { wishlist: Record<string, unknown> }).wishlist;
  };

  it('is empty for a guest', async () => {
    expect(await section(shopper(t))).toMatchObject({ counter: null, count: 0, items: [] });
  });

  it("lists the customer's items with their id and product name, priced in the store's format", async () => {
    const s = await signedIn(LOUISE, 'de-ch');
    const body = (await add(s, CHRONOGRAPH)).json() as WishlistBody;
    const wishlist = await section(s);
    expect(wishlist).toMatchObject({
      counter: '1 item',
      count: 1,
      items: [
        {
          id: body.items[0]!.id,
          product: { sku: CHRONOGRAPH, name: 'Heritage Chronograph' },
          product_price_value: body.items[0]!.product.price.amount,
        },
      ],
    });
    const [item] = wishlist.items as { product_price: string }[];
    expect(item!.product_price).toMatch(/^<span class="price">CHF.*<\/span>$/);
  });

  it('is named in the store configuration, so the client may invalidate it', async () => {
    const res = await shopper(t).rest('GET', '/store/config');
    expect((res.json() as { customer: { section_names: string[] } }).customer.section_names).toContain(
      'wishlist',
    );
  });
});
