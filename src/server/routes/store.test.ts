import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('store configuration', () => {
  it('describes the default store with its locale, currency and brand', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/store/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      store_code: 'en-int',
      default_store_code: 'en-int',
      currency_code: 'EUR',
      locale: 'en-GB',
      website_code: 'website_int',
      brand: { name: 'Maison Aurèle' },
      search: { min_tracked_length: 3 },
      catalog: { straps_category_type: 1 },
      customer: { section_names: ['customer', 'cart', 'wishlist'] },
      analytics: { gtm_container_id: null },
    });
  });

  it('serves the Japanese store in yen', async () => {
    const res = await t.app.inject({ url: '/rest/ja-jp/V1/store/config' });
    expect(res.json()).toMatchObject({ currency_code: 'JPY', locale: 'ja-JP', country_code: 'JP' });
  });

  it('answers 404 store_not_found for an unknown store code and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/rest/zz-zz/V1/store/config' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'store_not_found',
      message: 'Store "zz-zz" does not exist.',
      field: 'path.store_code',
    });
    const malformed = await t.app.inject({ url: '/rest/EN_INT/V1/store/config' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', field: 'path.store_code' });
  });

  it('lists every website with its stores, one website in two languages', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/store/websites' });
    const { websites } = res.json() as {
      websites: { website_code: string; stores: { store_code: string }[] }[];
    };
    expect(websites.length).toBeGreaterThanOrEqual(5);
    expect(websites.flatMap((w) => w.stores).length).toBeGreaterThanOrEqual(6);
    expect(websites.find((w) => w.website_code === 'website_ch')?.stores.map((s) => s.store_code)).toEqual([
      'de-ch',
      'fr-ch',
    ]);
  });
});
