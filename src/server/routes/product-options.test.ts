import type { components } from '../../common/contract/schema.gen';
import { shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type ProductDetail = components['schemas']['ProductDetail'];
type CompatibleStraps = components['schemas']['CompatibleStraps'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WATCH_KEY = 'heritage-chronograph-40';
const LEATHER_STRAP_KEY = 'midnight-blue-alligator-leather-strap-20-mm';

async function product(urlKey: string, store = 'en-int'): Promise<ProductDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/rest/${store}/V1/products/url-key/${urlKey}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductDetail;
}

const compatible = (sku: string, store = 'en-int') =>
  t.app.inject({ method: 'GET', url: `/rest/${store}/V1/caseback-straps/compatible/${sku}` });

describe('product page extras', () => {
  test('a watch: the caseback engraving with its conditions, the size guide and Buy straps', async () => {
    const watch = await product(WATCH_KEY);
    expect(watch.custom_options).toEqual([
      expect.objectContaining({
        option_id: 'engraving',
        type: 'field',
        title: 'Caseback engraving',
        is_require: false,
        max_characters: 20,
        values: [],
        engraving: expect.objectContaining({
          conditions_option_id: 'engraving_conditions',
          conditions: expect.objectContaining({ title: 'Engraving conditions' }),
        }),
      }),
    ]);
    expect(watch.custom_options[0]!.engraving!.allowed_characters).toContain('é');
    expect(watch.size_guide).toEqual({ label: 'Size guide', url: '/media/size-guides/watch-size-guide.pdf' });
    expect(watch.strap_confirmation).toBeNull();
    expect(watch.buy_straps).toEqual({
      label: 'Buy straps',
      form_action: '/en-int/straps/compatible',
      strap_count: expect.any(Number),
    });
    const straps = (await compatible('MA-HER-CHR-01')).json() as CompatibleStraps;
    expect(watch.buy_straps!.strap_count).toBe(straps.items.length);
    expect((await product(WATCH_KEY, 'de-ch')).buy_straps!.form_action).toBe('/de-ch/straps/compatible');
  });

  test('a leather strap: its length choice, the strap size guide and the confirmation popup', async () => {
    const strap = await product(LEATHER_STRAP_KEY);
    expect(strap.custom_options).toEqual([
      {
        option_id: 'strap_length',
        type: 'drop_down',
        title: 'Strap length',
        is_require: false,
        max_characters: null,
        values: [
          { value_id: 'standard', title: 'Standard, 115 / 75 mm' },
          { value_id: 'short', title: 'Short, 105 / 70 mm' },
          { value_id: 'long', title: 'Long, 125 / 85 mm' },
        ],
        default_value_id: 'standard',
        engraving: null,
      },
    ]);
    expect(strap.size_guide).toEqual({
      label: 'Strap size guide',
      url: '/media/size-guides/strap-size-guide.pdf',
    });
    expect(strap.buy_straps).toBeNull();
    expect(strap.strap_confirmation).toMatchObject({
      title: 'Add this strap to your cart?',
      message: 'This strap is sold without the watch. It fits the watches listed below.',
    });
    // The seed's README: this strap fits 24 watches, the Heritage Chronograph among them.
    expect(strap.strap_confirmation!.compatible_watches).toHaveLength(24);
    expect(strap.strap_confirmation!.compatible_watches).toContainEqual({
      sku: 'MA-HER-CHR-01',
      name: 'Heritage Chronograph',
      url: `/en-int/${WATCH_KEY}.html`,
    });
  });

  test('a rubber strap adjusts: no length to choose', async () => {
    expect((await product('black-rubber-strap-20-mm')).custom_options).toEqual([]);
  });
});

describe('size guides', () => {
  test('are served as PDFs', async () => {
    for (const name of ['watch-size-guide.pdf', 'strap-size-guide.pdf']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/size-guides/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
  });

  test('anything else is not found, paths that try to leave the folder included', async () => {
    for (const url of [
      '/media/size-guides/no-such-guide.pdf',
      '/media/size-guides/..%2F..%2F..%2Fpackage.json',
      '/media/size-guides/watch-size-guide.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('compatible straps', () => {
  test("a watch's straps, by its own SKU or a variation's, in the store's currency", async () => {
    const res = await compatible('MA-HER-CHR-01');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CompatibleStraps;
    expect(body.watch).toEqual({
      sku: 'MA-HER-CHR-01',
      name: 'Heritage Chronograph',
      url: `/en-int/${WATCH_KEY}.html`,
    });
    const skus = body.items.map((i) => i.sku);
    expect(skus).toContain('MA-STR-ALL-BLU-20');
    // Rubber is for the sports collections only.
    expect(skus.some((sku) => sku.startsWith('MA-STR-RUB-'))).toBe(false);
    expect(body.items.every((i) => i.category_type === 1 && i.price.currency === 'EUR')).toBe(true);

    const byVariation = (await compatible('MA-HER-CHR-01-BLU-40')).json() as CompatibleStraps;
    expect(byVariation.watch.sku).toBe('MA-HER-CHR-01');
    expect(byVariation.items.map((i) => i.sku)).toEqual(skus);
    const yen = (await compatible('MA-HER-CHR-01', 'ja-jp')).json() as CompatibleStraps;
    expect(yen.items[0]!.price.currency).toBe('JPY');
  });

  test('a strap, an unknown SKU or a malformed one is refused', async () => {
    expect((await compatible('MA-STR-ALL-BLU-20')).statusCode).toBe(404);
    expect((await compatible('MA-NOPE-01')).statusCode).toBe(404);
    const malformed = await compatible('ma-her-chr-01');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', field: 'path.sku' });
  });
});

describe("the 'Buy straps' form", () => {
  async function browser() {
    const s = shopper(t);
    await s.section();
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/en-int/straps/compatible',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: Object.entries(s.jar)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        },
        payload: new URLSearchParams(fields).toString(),
      });
    return { s, formKey: s.jar.form_key!, post };
  }

  test('a form post carrying the SKU and form key is redirected (303) to the straps page', async () => {
    const { formKey, post } = await browser();
    const res = await post({ sku: 'MA-HER-CHR-01', form_key: formKey });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/straps/compatible?sku=MA-HER-CHR-01');
    const byVariation = await post({ sku: 'MA-HER-CHR-01-BLU-42', form_key: formKey });
    expect(byVariation.headers.location).toBe('/en-int/straps/compatible?sku=MA-HER-CHR-01');
  });

  test("a script's JSON post reads where to go", async () => {
    const { s } = await browser();
    const res = await s.page('POST', '/straps/compatible', {
      sku: 'MA-HER-CHR-01',
      form_key: s.jar.form_key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect_url: '/en-int/straps/compatible?sku=MA-HER-CHR-01' });
  });

  test('a foreign form key, a missing SKU, a strap or an unknown watch is refused', async () => {
    const { formKey, post } = await browser();
    const foreign = await post({ sku: 'MA-HER-CHR-01', form_key: 'A'.repeat(16) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'form_key_invalid' });
    const missing = await post({ form_key: formKey });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'body.sku' });
    expect((await post({ sku: 'MA-STR-ALL-BLU-20', form_key: formKey })).statusCode).toBe(404);
    expect((await post({ sku: 'MA-NOPE-01', form_key: formKey })).statusCode).toBe(404);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/en-int/straps/compatible',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sku=MA-HER-CHR-01&sku=MA-NAV-DIV-01&form_key=x',
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('custom options in the cart', () => {
  type Line = { sku: string; qty: number; options: { label: string; value: string }[] };
  async function addWith(sku: string, customOptions: { option_id: string; option_value: string }[]) {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const add = () =>
      s.rest('POST', `/guest-carts/${cartId}/items`, {
        cartItem: {
          sku,
          qty: 1,
          product_option: { extension_attributes: { custom_options: customOptions } },
        },
      });
    return { add, cartId, s };
  }

  test('an engraving with accepted conditions is on the line, in the words of the product page', async () => {
    const { add } = await addWith('MA-HER-CHR-01-BLU-40', [
      { option_id: 'engraving', option_value: 'To Anna, 1887' },
      { option_id: 'engraving_conditions', option_value: 'accept' },
    ]);
    const res = await add();
    expect(res.statusCode).toBe(200);
    const line = (res.json() as { items: Line[] }).items[0]!;
    expect(line.options).toEqual([
      { label: 'Dial colour', value: 'Midnight blue' },
      { label: 'Case size', value: '40 mm' },
      { label: 'Caseback engraving', value: 'To Anna, 1887' },
    ]);
  });

  test('an engraving with denied conditions, too long or with a character the engraver cannot cut is refused', async () => {
    const cases: [string, string, string][] = [
      ['To Anna', 'deny', 'Please accept the engraving conditions to have your watch engraved.'],
      ['To Anna, with all my love', 'accept', 'Caseback engraving: at most 20 characters.'],
      ['To Anna ♥', 'accept', 'Character (♥) is not currently supported.'],
    ];
    for (const [text, answer, message] of cases) {
      const { add, s, cartId } = await addWith('MA-HER-CHR-01-BLU-40', [
        { option_id: 'engraving', option_value: text },
        { option_id: 'engraving_conditions', option_value: answer },
      ]);
      const res = await add();
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation_failed',
        message,
        field: 'body.cartItem.product_option.extension_attributes.custom_options',
      });
      expect((await s.rest('GET', `/guest-carts/${cartId}`)).json()).toMatchObject({ items: [] });
    }
  });

  test("a strap's length: another length is its own line; the standard one is the plain strap", async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const add = (length?: string) =>
      s.rest('POST', `/guest-carts/${cartId}/items`, {
        cartItem: {
          sku: 'MA-STR-ALL-BLU-20',
          qty: 1,
          ...(length
            ? {
                product_option: {
                  extension_attributes: {
                    custom_options: [{ option_id: 'strap_length', option_value: length }],
                  },
                },
              }
            : {}),
        },
      });
    await add();
    await add('standard');
    const cart = (await add('long')).json() as { items: Line[] };
    expect(cart.items.map((i) => [i.qty, i.options])).toEqual([
      [2, []],
      [1, [{ label: 'Strap length', value: 'Long, 125 / 85 mm' }]],
    ]);
    expect((await add('extra-long')).statusCode).toBe(400);
  });
});
