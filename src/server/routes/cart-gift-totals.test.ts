import { EXTRA_FEE, GIFT_BOX } from '../../../config/checkout';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { shopper, type Shopper } from '../test-utils/cart-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VARIATION = 'MA-HER-CHR-01-BLU-40';

async function cartWithWatch(store = 'en-int'): Promise<{ s: Shopper; cartId: string; itemId: number }> {
  const s = shopper(t, store);
  const cartId = await s.createGuestCart();
  const res = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: VARIATION, qty: 1 } });
  return { s, cartId, itemId: (res.json() as { items: { item_id: number }[] }).items[0]!.item_id };
}

const giftBox = (s: Shopper, cartId: string, method: 'add' | 'remove') =>
  s.rest('POST', `/caseback-giftbox/guest-carts/${cartId}/giftbox/${method}`, {});

describe('totals', () => {
  it('add the gift box and the insured delivery fee to the watch, in euros', async () => {
    const { s, cartId } = await cartWithWatch();
    await giftBox(s, cartId, 'add');
    const totals = (await s.rest('GET', `/guest-carts/${cartId}/totals`)).json();
    const grand = 645000 + GIFT_BOX.price.EUR + EXTRA_FEE.amount.EUR;
    expect(totals).toEqual({
      subtotal: 645000,
      shipping_amount: 0,
      grand_total: grand,
      quote_currency_code: 'EUR',
      items_qty: 1,
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 645000 },
        { code: 'caseback_giftbox', title: 'Gift box', value: GIFT_BOX.price.EUR },
        { code: 'caseback_extrafee', title: 'Insured delivery', value: EXTRA_FEE.amount.EUR },
        { code: 'shipping', title: 'Shipping', value: 0 },
        { code: 'grand_total', title: 'Grand Total', value: grand },
      ],
    });
  });

  it('are in yen in the Japanese store', async () => {
    const { s, cartId } = await cartWithWatch('ja-jp');
    await giftBox(s, cartId, 'add');
    const totals = (await s.rest('GET', `/guest-carts/${cartId}/totals`)).json() as {
      total_segments: { code: string; value: number }[];
    };
    expect(totals).toMatchObject({ quote_currency_code: 'JPY', subtotal: 1050000 });
    expect(totals.total_segments.map((seg) => [seg.code, seg.value])).toEqual([
      ['subtotal', 1050000],
      ['caseback_giftbox', GIFT_BOX.price.JPY],
      ['caseback_extrafee', EXTRA_FEE.amount.JPY],
      ['shipping', 0],
      ['grand_total', 1050000 + GIFT_BOX.price.JPY + EXTRA_FEE.amount.JPY],
    ]);
  });

  it('of an empty cart have no fee to pay', async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const totals = (await s.rest('GET', `/guest-carts/${cartId}/totals`)).json() as {
      grand_total: number;
      total_segments: { code: string }[];
    };
    expect(totals.grand_total).toBe(0);
    expect(totals.total_segments.map((seg) => seg.code)).toEqual(['subtotal', 'shipping', 'grand_total']);
  });
});

describe('the gift box', () => {
  it('needs a watch in the cart', async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const res = await giftBox(s, cartId, 'add');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'Add a watch to your cart before adding a gift box.',
    });
  });

  it('is added and removed, and leaves with the last item', async () => {
    const { s, cartId, itemId } = await cartWithWatch();
    expect((await giftBox(s, cartId, 'add')).json()).toEqual({ hasGiftBox: true });
    expect((await giftBox(s, cartId, 'add')).json()).toEqual({ hasGiftBox: true });
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).json()).toMatchObject({ hasGiftBox: true });
    expect((await giftBox(s, cartId, 'remove')).json()).toEqual({ hasGiftBox: false });
    await giftBox(s, cartId, 'add');
    await s.rest('DELETE', `/guest-carts/${cartId}/items/${itemId}`);
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).json()).toMatchObject({ hasGiftBox: false });
  });

  it('knows only add and remove', async () => {
    const { s, cartId } = await cartWithWatch();
    expect((await giftBox(s, cartId, 'toggle' as 'add')).statusCode).toBe(400);
  });
});

describe('gift messages', () => {
  const save = (
    s: Shopper,
    cartId: string,
    message: string,
    extra: Record<string, unknown> = {},
    itemId?: number,
  ) =>
    s.rest('POST', `/guest-carts/${cartId}/gift-message${itemId ? `/${itemId}` : ''}`, {
      gift_message: { recipient: 'Louise', sender: 'Anna', message, ...extra },
    });
  const read = async (s: Shopper, cartId: string) =>
    (await s.rest('GET', `/guest-carts/${cartId}/gift-message`)).json();

  it('reads as empty fields before one is written', async () => {
    const { s, cartId } = await cartWithWatch();
    expect(await read(s, cartId)).toEqual({ recipient: '', sender: '', message: '' });
  });

  it('is saved at order level, newlines included, and removed with remove', async () => {
    const { s, cartId } = await cartWithWatch();
    const saved = await save(s, cartId, 'Happy birthday!\nWith love');
    expect(saved.json()).toBe(true);
    expect(await read(s, cartId)).toEqual({
      recipient: 'Louise',
      sender: 'Anna',
      message: 'Happy birthday!\nWith love',
    });
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).json()).toMatchObject({
      gift_message: { recipient: 'Louise', sender: 'Anna', message: 'Happy birthday!\nWith love' },
    });
    await save(s, cartId, 'Happy birthday!', { remove: true });
    expect(await read(s, cartId)).toEqual({ recipient: '', sender: '', message: '' });
  });

  it('is at most 30 characters', async () => {
    const { s, cartId } = await cartWithWatch();
    expect((await save(s, cartId, 'x'.repeat(30))).statusCode).toBe(200);
    const tooLong = await save(s, cartId, 'x'.repeat(31));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed', field: 'body.gift_message.message' });
    expect(await read(s, cartId)).toMatchObject({ message: 'x'.repeat(30) });
  });

  it('refuses characters outside the configured ones, naming the first', async () => {
    const { s, cartId } = await cartWithWatch();
    for (const [text, char] of [
      ['Only 5€ well spent', '€'],
      ['Joyeux anniversaire 🎁', '🎁'],
    ]) {
      const res = await save(s, cartId, text!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation_failed',
        message: `Character (${char}) is not currently supported.`,
        field: 'body.gift_message.message',
      });
    }
    expect(await read(s, cartId)).toEqual({ recipient: '', sender: '', message: '' });
  });

  it('is saved per item, only for items of this cart', async () => {
    const { s, cartId, itemId } = await cartWithWatch();
    expect((await save(s, cartId, 'For your travels', {}, itemId)).json()).toBe(true);
    const cart = (await s.rest('GET', `/guest-carts/${cartId}`)).json() as {
      items: { gift_message: unknown }[];
    };
    expect(cart.items[0]!.gift_message).toEqual({
      recipient: 'Louise',
      sender: 'Anna',
      message: 'For your travels',
    });
    const other = await cartWithWatch();
    const foreign = await save(s, cartId, 'Hello', {}, other.itemId);
    expect(foreign.statusCode).toBe(404);
    expect((await save(s, cartId, 'Bad €', {}, itemId)).statusCode).toBe(400);
    await save(s, cartId, '', { remove: true }, itemId);
    const cleared = (await s.rest('GET', `/guest-carts/${cartId}`)).json() as {
      items: { gift_message: unknown }[];
    };
    expect(cleared.items[0]!.gift_message).toBeNull();
  });
});

describe('the checkout configuration', () => {
  it('prices the gift box and the fee in the store currency, names them in its language and points at the store newsletter URL', async () => {
    const s = shopper(t, 'ja-jp');
    const config = (await s.rest('GET', '/checkout/config')).json() as {
      gift_box: { giftBoxSku: string; giftBoxPrice: number; giftBoxImg: string };
      newsletter: { subscribe_url: string };
      extra_fee: { code: string; amount: number };
      gift_message: { max_length: number };
      countries: {
        id: string;
        regions: { region_code: string; value: string }[];
        postcode_examples: string[];
      }[];
      payment_methods: { code: string; title: string }[];
    };
    expect(config.gift_box).toMatchObject({ giftBoxSku: 'MA-GIFT-BOX', giftBoxPrice: GIFT_BOX.price.JPY });
    expect(config.newsletter.subscribe_url).toBe('/ja-jp/checkout/newsletter/subscribe');
    expect(config.extra_fee).toEqual({
      code: 'caseback_extrafee',
      title: '保険付き配送',
      amount: EXTRA_FEE.amount.JPY,
    });
    expect(config.gift_message.max_length).toBe(30);
    const japan = config.countries.find((c) => c.id === 'JP')!;
    expect(japan.regions).toHaveLength(47);
    expect(japan.regions).toContainEqual(expect.objectContaining({ region_code: '13', value: '東京都' }));
    expect(config.countries.find((c) => c.id === 'CH')!.postcode_examples).toEqual(['1204', '8001']);
    expect(config.payment_methods.map((m) => m.title)).toEqual([
      '3回分割の後払い',
      'ウォレット・エクスプレスチェックアウト',
    ]);
  });
});
