import type { LightMyRequestResponse } from 'fastify';
import { shopper, setStock, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const ANNA = 'anna.keller@example.com';
const KENJI = 'kenji.sato@example.com';
const HENRI = 'henri.dubois@example.com';

interface Watch {
  id: number;
  serial: string;
  purchased_on: string | null;
  warranty_ends_on: string;
  user_manual_url: string | null;
  product: { sku: string; name: string; url: string | null };
  service: { interval_years: number; next_service_on: string; includes: string[] };
}

async function signedIn(email: string, store = 'en-int'): Promise<Shopper> {
  const s = shopper(t, store);
  await s.signIn(email);
  return s;
}

const watchesOf = async (s: Shopper, store = 'en-int') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/${store}/registermywatch/ajax/watches`,
    remoteAddress: s.address,
    headers: { cookie: cookieHeader(s.jar) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { watches: Watch[] }).watches;
};

const watchIdOf = async (serial: string) =>
  (await t.db.query<{ id: number }>('select id from registered_watch where serial = $1', [serial])).rows[0]!
    .id;

/** The warranty check as the page posts it: a form, the form key in the header. */
async function warrantyCheck(s: Shopper, watchId: number | string, store = 'en-int') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/${store}/registermywatch/ajax/warrantycheck`,
    remoteAddress: s.address,
    headers: {
      cookie: cookieHeader(s.jar),
      'content-type': 'application/x-www-form-urlencoded',
      'x-form-key': s.jar.form_key ?? '',
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: new URLSearchParams({ watch_id: String(watchId) }).toString(),
  });
  return res;
}

/** The confirmation's full-page navigation to the remove link, from the shop's own page unless told otherwise. */
async function removeLink(
  s: Shopper,
  watchId: number,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/en-int/registermywatch/actions/removewatch?watch_id=${watchId}`,
    remoteAddress: s.address,
    headers: { cookie: cookieHeader(s.jar), accept: 'text/html,application/xhtml+xml', ...headers },
  });
  Object.assign(s.jar, cookiesOf(res));
  return res;
}

describe('my watches list', () => {
  it('lists only the signed-in customer’s watches with their care facts', async () => {
    const anna = await watchesOf(await signedIn(ANNA));
    expect(anna.map((w) => w.serial)).toEqual(['MA7H3P9D2', 'MA5R8T2W6']);
    const [chronograph, lumiere] = anna as [Watch, Watch];
    // Bought in this shop on 14 November 2025 (order 000000101): the warranty counts from the purchase.
    expect(chronograph.purchased_on).toBe('2025-11-14');
    expect(chronograph.warranty_ends_on).toBe('2030-11-14');
    expect(chronograph.user_manual_url).toBe('/media/manuals/ma-her-chr-01.html');
    expect(chronograph.service).toMatchObject({ interval_years: 5, next_service_on: '2030-11-14' });
    expect(chronograph.service.includes).toContain('Water-resistance test of the case');
    // Bought elsewhere: from the day it was finished (5 December 2024); a Lumière has no manual yet.
    expect(lumiere.purchased_on).toBeNull();
    expect(lumiere.warranty_ends_on).toBe('2029-12-05');
    expect(lumiere.user_manual_url).toBeNull();
    expect(lumiere.product.url).toMatch(/^\/en-int\/.+\.html$/);

    const kenji = await watchesOf(await signedIn(KENJI, 'ja-jp'), 'ja-jp');
    expect(kenji.map((w) => w.serial)).toEqual(['MA9J4N6B3']);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en-int/registermywatch/ajax/watches' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to see your watches.' });
  });

  it('serves the manual a watch links to and the warranty terms', async () => {
    const manual = await t.app.inject({ method: 'GET', url: '/media/manuals/ma-her-chr-01.html' });
    expect(manual.statusCode).toBe(200);
    expect(manual.headers['content-type']).toContain('text/html');
    expect(manual.body).toContain('Heritage Chronograph');
    expect(manual.body).toContain('Setting the time');
    expect((await t.app.inject({ method: 'GET', url: '/media/manuals/ma-lum-mph-02.html' })).statusCode).toBe(
      404,
    );
    const terms = await t.app.inject({ method: 'GET', url: '/media/care/warranty.html' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('international warranty of 5 years');
  });
});

describe('warranty check', () => {
  it('answers the owner with the warranty counted from the purchase or the manufacture', async () => {
    const anna = await signedIn(ANNA);
    const res = await warrantyCheck(anna, await watchIdOf('MA7H3P9D2'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringMatching(
        /^Your watch is under warranty until 14 November 2030 \(in \d+ years?\)\.$/,
      ),
      warranty_data: {
        serial: 'MA7H3P9D2',
        status: 'valid',
        years: 5,
        starts_on: '2025-11-14',
        ends_on: '2030-11-14',
        counted_from: 'purchase',
      },
    });
    const henri = await signedIn(HENRI);
    const expired = (await warrantyCheck(henri, await watchIdOf('MA8K2R6T4'))).json();
    expect(expired).toMatchObject({
      success: true,
      message: expect.stringMatching(
        /^The warranty of this watch ended on 9 April 2023 \(\d+ years? ago\)\.$/,
      ),
      warranty_data: { status: 'expired', counted_from: 'manufacture', ends_on: '2023-04-09' },
    });
  });

  it('tells another customer nothing about a watch that is not theirs', async () => {
    const kenji = await signedIn(KENJI);
    const someoneElses = (await warrantyCheck(kenji, await watchIdOf('MA7H3P9D2'))).json();
    const nobodys = (await warrantyCheck(kenji, 999999)).json();
    expect(someoneElses).toEqual({
      success: false,
      message: 'This watch is not in your collection.',
      warranty_data: null,
    });
    expect(nobodys).toEqual(someoneElses);
  });

  it('refuses a post without the session’s form key', async () => {
    const anna = await signedIn(ANNA);
    anna.jar.form_key = 'AAAAAAAAAAAAAAAA';
    const res = await warrantyCheck(anna, await watchIdOf('MA7H3P9D2'));
    expect(res.statusCode).toBe(403);
  });
});

describe('compatible straps', () => {
  it('lists the straps of the owner’s watch, each with where to add it and the cart', async () => {
    const anna = await signedIn(ANNA);
    const res = await anna.page(
      'GET',
      `/registermywatch/ajax/straps?watch_id=${await watchIdOf('MA7H3P9D2')}`,
    );
    expect(res.statusCode).toBe(200);
    const { straps } = res.json() as {
      straps: { product_id: number; add_to_cart_url: string; cart_url: string }[];
    };
    expect(straps.length).toBeGreaterThan(0);
    for (const strap of straps) {
      expect(strap).toMatchObject({
        add_to_cart_url: '/en-int/checkout/cart/add',
        cart_url: '/en-int/checkout/cart',
      });
    }
    const kenji = await signedIn(KENJI);
    const other = await kenji.page(
      'GET',
      `/registermywatch/ajax/straps?watch_id=${await watchIdOf('MA7H3P9D2')}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'This watch is not in your collection.' });
  });
});

describe('strap add to cart (checkout/cart/add)', () => {
  const strapId = async () =>
    (
      await t.db.query<{ id: number }>(
        `select s.id from strap_compatibility c join product s on s.id = c.strap_id
          join product w on w.id = c.watch_id where w.sku = 'MA-HER-CHR-01' order by s.position, s.id limit 1`,
      )
    ).rows[0]!.id;

  const post = (s: Shopper, fields: Record<string, string>, script = true) =>
    t.app.inject({
      method: 'POST',
      url: '/en-int/checkout/cart/add',
      remoteAddress: s.address,
      headers: {
        cookie: cookieHeader(s.jar),
        'content-type': 'application/x-www-form-urlencoded',
        ...(script ? { 'x-requested-with': 'XMLHttpRequest' } : { accept: 'text/html' }),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('adds one strap to the signed-in customer’s cart, as the REST cart does', async () => {
    const henri = await signedIn(HENRI);
    const product = String(await strapId());
    const res = await post(henri, { product, qty: '1', form_key: henri.jar.form_key! });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, cart_url: '/en-int/checkout/cart' });
    expect(cookiesOf(res).section_data_clean).toBe('cart');
    const cart = await henri.rest('GET', '/carts/mine');
    const items = (cart.json() as { items: { qty: number; product_id?: number; sku: string }[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.qty).toBe(1);
    await t.db.query(`delete from cart where customer_id = (select id from customer where email = $1)`, [
      HENRI,
    ]);
  });

  it('answers a browser’s plain form post with the cart, and a guest gets a cart of the session', async () => {
    const guest = shopper(t);
    await guest.section();
    const res = await post(
      guest,
      { product: String(await strapId()), qty: '1', form_key: guest.jar.form_key! },
      false,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/checkout/cart');
    Object.assign(guest.jar, cookiesOf(res));
    expect((await guest.section()).summary_count).toBe(1);
  });

  it('checks the form key and the stock, adding nothing otherwise', async () => {
    const henri = await signedIn(HENRI);
    const product = String(await strapId());
    expect((await post(henri, { product, qty: '1', form_key: 'AAAAAAAAAAAAAAAA' })).statusCode).toBe(403);
    const { rows } = await t.db.query<{ sku: string }>('select sku from product where id = $1', [
      Number(product),
    ]);
    await setStock(t, rows[0]!.sku, 0);
    const sold = await post(henri, { product, qty: '1', form_key: henri.jar.form_key! });
    expect(sold.statusCode).toBe(409);
    await setStock(t, rows[0]!.sku, 20);
    const unknown = await post(henri, { product: '99999999', qty: '1', form_key: henri.jar.form_key! });
    expect(unknown.statusCode).toBe(404);
    const { rows: lines } = await t.db.query(
      `select 1 from cart_item i join cart c on c.id = i.cart_id
        where c.customer_id = (select id from customer where email = $1)`,
      [HENRI],
    );
    expect(lines).toHaveLength(0);
  });
});

describe('remove watch', () => {
  it('removes the owner’s watch and brings them back to my watches with the result', async () => {
    const henri = await signedIn(HENRI);
    const id = await watchIdOf('MA6C9H4P2');
    const res = await removeLink(henri, id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/registermywatch/customer/index?result=removed');
    expect((await watchesOf(henri)).map((w) => w.serial)).not.toContain('MA6C9H4P2');
    // Again: it is gone, and the answer says so.
    const again = await removeLink(henri, id);
    expect(again.headers.location).toBe('/en-int/registermywatch/customer/index?result=not_found');
  });

  it('leaves another customer’s watch where it is, answering as for an id that does not exist', async () => {
    const kenji = await signedIn(KENJI);
    const res = await removeLink(kenji, await watchIdOf('MA7H3P9D2'));
    expect(res.headers.location).toBe('/en-int/registermywatch/customer/index?result=not_found');
    const missing = await removeLink(kenji, 999999);
    expect(missing.headers.location).toBe(res.headers.location);
    expect((await watchesOf(await signedIn(ANNA))).map((w) => w.serial)).toContain('MA7H3P9D2');
  });

  it('refuses a request another site made the browser send (cross-site request forgery)', async () => {
    const anna = await signedIn(ANNA);
    const id = await watchIdOf('MA5R8T2W6');
    expect((await removeLink(anna, id, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await removeLink(anna, id, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await removeLink(anna, id, {})).statusCode).toBe(403);
    expect((await watchesOf(anna)).map((w) => w.serial)).toContain('MA5R8T2W6');
  });

  it('sends a signed-out visitor to sign in, coming back to my watches', async () => {
    const guest = shopper(t);
    const res = await removeLink(guest, await watchIdOf('MA5R8T2W6'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/en-int/customer/account/login?referer=${encodeURIComponent('/en-int/registermywatch/customer/index')}`,
    );
  });
});
