import { createTestApp, type TestApp } from '../test-utils/test-app';
import { setStock, shopper, type Shopper } from '../test-utils/cart-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const VARIATION = 'MA-HER-CHR-01-BLU-40';
const STRAP = 'MA-STR-ALL-BLU-20';

interface CartBody {
  id: string;
  items: { sku: string; qty: number; gift_message: unknown }[];
  hasGiftBox: boolean;
  gift_message: unknown;
  is_guest: boolean;
}

/** Empties a customer's active carts, so each test starts from nothing whatever ran before. */
const emptyCartsOf = (email: string) =>
  t.db.query(
    'update cart set is_active = false where customer_id = (select id from customer where email = $1)',
    [email],
  );

describe('the customer cart endpoints', () => {
  it('ask a signed-out shopper to sign in', async () => {
    const s = shopper(t);
    for (const [method, path, body] of [
      ['GET', '/carts/mine', undefined],
      ['POST', '/carts/mine', undefined],
      ['POST', '/carts/mine/items', { cartItem: { sku: STRAP, qty: 1 } }],
      ['GET', '/carts/mine/totals', undefined],
      ['POST', '/caseback-giftbox/carts/mine/giftbox/add', {}],
    ] as const) {
      const res = await s.rest(method, path, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to use your cart.' });
    }
  });

  it('refuse calls without X-Requested-With, as the guest ones do', async () => {
    const s = shopper(t);
    await s.signIn('louise.martin@example.com');
    const res = await s.rest('GET', '/carts/mine', undefined, { 'x-requested-with': '' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'header_required' });
    const guest = await s.rest('POST', '/guest-carts', undefined, { 'x-requested-with': '' });
    expect(guest.statusCode).toBe(403);
  });

  it("work on the customer's one cart in the store", async () => {
    await emptyCartsOf('louise.martin@example.com');
    const s = shopper(t);
    await s.signIn('louise.martin@example.com');
    const [first, second] = await Promise.all([s.rest('POST', '/carts/mine'), s.rest('POST', '/carts/mine')]);
    expect(first!.json()).toEqual(second!.json());
    await s.rest('POST', '/carts/mine/items', { cartItem: { sku: STRAP, qty: 2 } });
    await s.rest('POST', '/caseback-giftbox/carts/mine/giftbox/add', {});
    await s.rest('POST', '/carts/mine/gift-message', {
      gift_message: { recipient: 'Paul', sender: 'Louise', message: 'Bon voyage' },
    });
    const cart = (await s.rest('GET', '/carts/mine')).json() as CartBody;
    expect(cart).toMatchObject({
      id: String(first!.json()),
      is_guest: false,
      hasGiftBox: true,
      items: [{ sku: STRAP, qty: 2 }],
    });
    expect((await s.rest('GET', '/carts/mine/gift-message')).json()).toEqual({
      recipient: 'Paul',
      sender: 'Louise',
      message: 'Bon voyage',
    });
    const totals = (await s.rest('GET', '/carts/mine/totals')).json() as { subtotal: number };
    expect(totals.subtotal).toBe(96000);
    // Signed out and in again (another session), the cart is still there.
    const later = shopper(t);
    await later.signIn('louise.martin@example.com');
    expect(((await later.rest('GET', '/carts/mine')).json() as CartBody).items).toHaveLength(1);
  });
});

describe('signing in with a guest cart', () => {
  const EMAIL = 'anna.keller@example.com';

  async function customerCartWith(sku: string, qty: number) {
    await emptyCartsOf(EMAIL);
    const before = shopper(t);
    await before.signIn(EMAIL);
    await before.rest('POST', '/carts/mine/items', { cartItem: { sku, qty } });
  }

  async function guestCart(s: Shopper, items: [string, number][]) {
    const cartId = await s.createGuestCart();
    for (const [sku, qty] of items)
      await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku, qty } });
    return cartId;
  }

  it("merges it into the customer's cart and closes it", async () => {
    await customerCartWith(VARIATION, 1);
    const s = shopper(t);
    const cartId = await guestCart(s, [
      [VARIATION, 2],
      [STRAP, 1],
    ]);
    await s.rest('POST', `/caseback-giftbox/guest-carts/${cartId}/giftbox/add`, {});
    await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
      gift_message: { recipient: 'Ben', sender: 'Anna', message: 'Cheers' },
    });
    expect((await s.section()).summary_count).toBe(3);
    await s.signIn(EMAIL);
    const cart = (await s.rest('GET', '/carts/mine')).json() as CartBody;
    expect(cart.items.map((i) => [i.sku, i.qty])).toEqual([
      [VARIATION, 3],
      [STRAP, 1],
    ]);
    expect(cart).toMatchObject({ hasGiftBox: true, gift_message: { recipient: 'Ben', message: 'Cheers' } });
    expect((await s.section()).summary_count).toBe(4);
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).statusCode).toBe(404);
    await s.signOut();
    expect((await s.section()).summary_count).toBe(0);
  });

  it('caps merged quantities by stock', async () => {
    await setStock(t, VARIATION, 2);
    try {
      await customerCartWith(VARIATION, 1);
      const s = shopper(t);
      await guestCart(s, [[VARIATION, 2]]);
      await s.signIn(EMAIL);
      const cart = (await s.rest('GET', '/carts/mine')).json() as CartBody;
      expect(cart.items.map((i) => [i.sku, i.qty])).toEqual([[VARIATION, 2]]);
    } finally {
      await setStock(t, VARIATION, 8);
    }
  });

  it("keeps the customer's own gift message", async () => {
    await customerCartWith(STRAP, 1);
    const owner = shopper(t);
    await owner.signIn(EMAIL);
    await owner.rest('POST', '/carts/mine/gift-message', {
      gift_message: { recipient: 'Mia', sender: 'Anna', message: 'Mine' },
    });
    const s = shopper(t);
    const cartId = await guestCart(s, [[STRAP, 1]]);
    await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
      gift_message: { recipient: 'Ben', sender: 'Anna', message: 'Theirs' },
    });
    await s.signIn(EMAIL);
    expect((await s.rest('GET', '/carts/mine/gift-message')).json()).toMatchObject({ message: 'Mine' });
  });
});

describe('the cart section', () => {
  it('counts units and prices them as the cart does', async () => {
    const s = shopper(t);
    const cartId = await guestCart2(s);
    const section = await s.section();
    expect(section.summary_count).toBe(3);
    expect(section.subtotalAmount).toBe(2 * 645000 + 48000);
    expect(section.items.map((i) => [i.product_sku, i.qty, i.product_price_value])).toEqual([
      [VARIATION, 2, 645000],
      [STRAP, 1, 48000],
    ]);
    expect(section.items[0]!.product_price).toBe('<span class="price">€6,450.00</span>');
    // Another session holding the masked id does not make the cart its own.
    const other = shopper(t);
    await other.rest('GET', `/guest-carts/${cartId}`);
    expect((await other.section()).summary_count).toBe(0);
  });

  async function guestCart2(s: Shopper) {
    const cartId = await s.createGuestCart();
    await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: VARIATION, qty: 2 } });
    await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: STRAP, qty: 1 } });
    return cartId;
  }
});

describe('concurrent writes', () => {
  it('serialise per cart: ten simultaneous adds leave one line, never above stock', async () => {
    await setStock(t, VARIATION, 8);
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: VARIATION, qty: 1 } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 409, 409]);
    const cart = (await s.rest('GET', `/guest-carts/${cartId}`)).json() as CartBody;
    expect(cart.items).toEqual([expect.objectContaining({ sku: VARIATION, qty: 8 })]);
    const { rows } = await t.db.query<{ version: number }>('select version from cart where masked_id = $1', [
      cartId,
    ]);
    expect(rows[0]!.version).toBe(8);
  });

  it('of different products each make their own line', async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const skus = [VARIATION, STRAP, 'MA-HER-CHR-01-SIL-40', 'MA-STR-RUB-BLK-20'];
    for (const sku of skus) await setStock(t, sku, 5);
    await Promise.all(
      [...skus, ...skus].map((sku) =>
        s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku, qty: 1 } }),
      ),
    );
    const cart = (await s.rest('GET', `/guest-carts/${cartId}`)).json() as CartBody;
    expect(cart.items.map((i) => i.qty)).toEqual([2, 2, 2, 2]);
    expect(new Set(cart.items.map((i) => i.sku))).toEqual(new Set(skus));
  });
});
