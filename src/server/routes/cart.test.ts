import { createTestApp, type TestApp } from '../test-utils/test-app';
import { optionIdsOf, setStock, shopper, type Shopper } from '../test-utils/cart-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WATCH = 'MA-HER-CHR-01';
const VARIATION = 'MA-HER-CHR-01-BLU-40';
const STRAP = 'MA-STR-ALL-BLU-20';

interface CartBody {
  id: string;
  items: {
    item_id: number;
    sku: string;
    qty: number;
    price: number;
    row_total: number;
    options: unknown[];
  }[];
  items_count: number;
  items_qty: number;
  is_guest: boolean;
}

async function guestWithCart(): Promise<{ s: Shopper; cartId: string }> {
  const s = shopper(t);
  return { s, cartId: await s.createGuestCart() };
}

const add = (s: Shopper, cartId: string, cartItem: Record<string, unknown>) =>
  s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem });

describe('a guest cart', () => {
  it('is created empty, with a 32-character masked id, in the store currency', async () => {
    const { s, cartId } = await guestWithCart();
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const res = await s.rest('GET', `/guest-carts/${cartId}`);
    expect(res.json()).toEqual({
      id: cartId,
      items: [],
      items_count: 0,
      items_qty: 0,
      currency_code: 'EUR',
      hasGiftBox: false,
      gift_message: null,
      is_guest: true,
    });
  });

  it('takes a watch by its options and by its variation SKU, priced by the server', async () => {
    const { s, cartId } = await guestWithCart();
    const { colour, caseSize } = await optionIdsOf(t, VARIATION);
    const byOptions = await add(s, cartId, {
      sku: WATCH,
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 'colour', option_value: colour },
            { option_id: 'case_size', option_value: caseSize },
          ],
        },
      },
    });
    expect(byOptions.statusCode).toBe(200);
    expect((byOptions.json() as CartBody).items).toEqual([
      expect.objectContaining({
        sku: VARIATION,
        parent_sku: WATCH,
        name: 'Heritage Chronograph',
        qty: 1,
        price: 645000,
        row_total: 645000,
        url: '/en-int/heritage-chronograph-40.html',
        options: [
          { label: 'Dial colour', value: 'Midnight blue' },
          { label: 'Case size', value: '40 mm' },
        ],
        is_saleable: true,
        category_type: 0,
        gift_message: null,
      }),
    ]);
    // The same variation by its own SKU is the same line.
    const bySku = (await add(s, cartId, { sku: VARIATION, qty: 1 })).json() as CartBody;
    expect(bySku.items).toHaveLength(1);
    expect(bySku.items[0]).toMatchObject({ qty: 2, row_total: 1290000 });
    expect(bySku).toMatchObject({ items_count: 1, items_qty: 2 });
  });

  it('keeps straps and custom options on lines of their own', async () => {
    const { s, cartId } = await guestWithCart();
    await add(s, cartId, { sku: VARIATION, qty: 1 });
    await add(s, cartId, { sku: STRAP, qty: 1 });
    const engraved = {
      sku: VARIATION,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 'engraving', option_value: 'To A.' },
            { option_id: 'engraving_conditions', option_value: 'accept' },
          ],
        },
      },
    };
    await add(s, cartId, engraved);
    const cart = (await add(s, cartId, engraved)).json() as CartBody;
    expect(cart.items.map((i) => [i.sku, i.qty])).toEqual([
      [VARIATION, 1],
      [STRAP, 1],
      [VARIATION, 2],
    ]);
    expect(cart.items[1]).toMatchObject({ price: 48000, category_type: 1, parent_sku: null, options: [] });
    expect(cart.items[2]!.options).toContainEqual({ label: 'Caseback engraving', value: 'To A.' });
  });

  it('changes a quantity and removes a line', async () => {
    const { s, cartId } = await guestWithCart();
    await add(s, cartId, { sku: STRAP, qty: 1 });
    const cart = (await add(s, cartId, { sku: VARIATION, qty: 1 })).json() as CartBody;
    const watchLine = cart.items.find((i) => i.sku === VARIATION)!;
    const updated = await s.rest('PUT', `/guest-carts/${cartId}/items/${watchLine.item_id}`, {
      cartItem: { qty: 3 },
    });
    expect((updated.json() as CartBody).items.find((i) => i.sku === VARIATION)).toMatchObject({
      qty: 3,
      row_total: 1935000,
    });
    const removed = await s.rest('DELETE', `/guest-carts/${cartId}/items/${watchLine.item_id}`);
    expect((removed.json() as CartBody).items.map((i) => i.sku)).toEqual([STRAP]);
    const again = await s.rest('DELETE', `/guest-carts/${cartId}/items/${watchLine.item_id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses options that match no variation, and a configurable watch without options', async () => {
    const { s, cartId } = await guestWithCart();
    const unknownColour = await add(s, cartId, {
      sku: WATCH,
      qty: 1,
      product_option: {
        extension_attributes: { configurable_item_options: [{ option_id: 'colour', option_value: 999 }] },
      },
    });
    expect(unknownColour.statusCode).toBe(400);
    expect(unknownColour.json()).toMatchObject({
      code: 'validation_failed',
      field: 'body.cartItem.product_option',
    });
    const noOptions = await add(s, cartId, { sku: WATCH, qty: 1 });
    expect(noOptions.json()).toMatchObject({
      code: 'validation_failed',
      field: 'body.cartItem.product_option',
    });
  });

  it('refuses unknown products, the gift box as an item, and a price sent by the client', async () => {
    const { s, cartId } = await guestWithCart();
    expect((await add(s, cartId, { sku: 'MA-NOPE-01', qty: 1 })).statusCode).toBe(404);
    const box = await add(s, cartId, { sku: 'MA-GIFT-BOX', qty: 1 });
    expect(box.json()).toMatchObject({ code: 'validation_failed', field: 'body.cartItem.sku' });
    const priced = await add(s, cartId, { sku: VARIATION, qty: 1, price: 1 });
    expect(priced.statusCode).toBe(400);
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).json()).toMatchObject({ items: [] });
  });
});

describe('stock and quantity limits', () => {
  const notAvailable = { code: 'insufficient_stock', message: 'The requested qty is not available.' };
  // The seed's stock of the watch, put back after each test changes it.
  afterEach(() => setStock(t, VARIATION, 8));

  it('never puts more in the cart than is in stock', async () => {
    await setStock(t, VARIATION, 3);
    const { s, cartId } = await guestWithCart();
    const tooMany = await add(s, cartId, { sku: VARIATION, qty: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual(notAvailable);
    const cart = (await add(s, cartId, { sku: VARIATION, qty: 3 })).json() as CartBody;
    expect((await add(s, cartId, { sku: VARIATION, qty: 1 })).json()).toEqual(notAvailable);
    const itemId = cart.items[0]!.item_id;
    const raise = await s.rest('PUT', `/guest-carts/${cartId}/items/${itemId}`, { cartItem: { qty: 4 } });
    expect(raise.statusCode).toBe(409);
    // A second line of the same watch (with custom options) counts against the same stock.
    const engraved = await add(s, cartId, {
      sku: VARIATION,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 'engraving', option_value: 'A' },
            { option_id: 'engraving_conditions', option_value: 'accept' },
          ],
        },
      },
    });
    expect(engraved.json()).toEqual(notAvailable);
  });

  it('refuses out-of-stock products, simple or chosen by options', async () => {
    const { s, cartId } = await guestWithCart();
    const sold = await add(s, cartId, { sku: 'MA-NAV-DIV-01-BLU-42', qty: 1 });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual(notAvailable);
    expect((await add(s, cartId, { sku: 'MA-STR-ALL-GRN-20', qty: 1 })).json()).toEqual(notAvailable);
  });

  it('keeps a line between 1 and 10', async () => {
    const { s, cartId } = await guestWithCart();
    expect((await add(s, cartId, { sku: VARIATION, qty: 0 })).statusCode).toBe(400);
    expect((await add(s, cartId, { sku: VARIATION, qty: 11 })).statusCode).toBe(400);
    await setStock(t, VARIATION, 50);
    await add(s, cartId, { sku: VARIATION, qty: 10 });
    const eleventh = await add(s, cartId, { sku: VARIATION, qty: 1 });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({ field: 'body.cartItem.qty' });
  });
});

describe('the masked id', () => {
  it('is a bearer key: another session holding it reaches the cart, a wrong one reaches nothing', async () => {
    const { cartId } = await guestWithCart();
    const other = shopper(t);
    expect((await add(other, cartId, { sku: STRAP, qty: 1 })).statusCode).toBe(200);
    const wrong = cartId.slice(0, 31) + (cartId.endsWith('A') ? 'B' : 'A');
    const res = await other.rest('GET', `/guest-carts/${wrong}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No such cart.' });
    expect((await other.rest('GET', '/guest-carts/short')).statusCode).toBe(400);
  });

  it("never opens a customer's cart through the guest endpoints", async () => {
    const customer = shopper(t);
    await customer.signIn('louise.martin@example.com');
    await customer.rest('POST', '/carts/mine/items', { cartItem: { sku: STRAP, qty: 1 } });
    const { rows } = await t.db.query<{ masked_id: string }>(
      "select masked_id from cart c join customer u on u.id = c.customer_id where u.email = 'louise.martin@example.com' and c.is_active",
    );
    const stranger = shopper(t);
    expect((await stranger.rest('GET', `/guest-carts/${rows[0]!.masked_id}`)).statusCode).toBe(404);
    expect((await stranger.rest('GET', `/guest-carts/${rows[0]!.masked_id}/totals`)).statusCode).toBe(404);
  });

  it("does not let one cart change another cart's items", async () => {
    const a = await guestWithCart();
    const b = await guestWithCart();
    const itemId = ((await add(a.s, a.cartId, { sku: STRAP, qty: 1 })).json() as CartBody).items[0]!.item_id;
    const put = await b.s.rest('PUT', `/guest-carts/${b.cartId}/items/${itemId}`, { cartItem: { qty: 2 } });
    expect(put.statusCode).toBe(404);
    expect((await b.s.rest('DELETE', `/guest-carts/${b.cartId}/items/${itemId}`)).statusCode).toBe(404);
    expect(((await a.s.rest('GET', `/guest-carts/${a.cartId}`)).json() as CartBody).items[0]!.qty).toBe(1);
  });
});
