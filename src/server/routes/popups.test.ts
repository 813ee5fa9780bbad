import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const selector = (store: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/rest/${store}/V1/caseback-popups/store-selector`, headers });
const codes = (stores: { store_code: string }[]) => stores.map((s) => s.store_code);

describe('store-selector data (country pop-in)', () => {
  it("suggests the store of the country the CDN's header names, the current store listed first", async () => {
    const res = await selector('en-gb', { 'CF-IPCountry': 'FR', 'Accept-Language': 'de-CH' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('cf-ipcountry, Accept-Language');
    const body = res.json();
    expect(body).toMatchObject({
      store_code: 'en-gb',
      country_code: 'GB',
      visitor_country: 'FR',
      visitor_country_source: 'header',
      show_all_country_stores: false,
    });
    expect(codes(body.suggested_stores)).toEqual(['fr-fr']);
    expect(body.suggested_stores[0]).toMatchObject({ url: '/fr-fr/', country_id: 'FR', language_code: 'fr' });
    expect(codes(body.available_stores)).toEqual([
      'en-gb',
      'en-int',
      'en-us',
      'de-ch',
      'fr-ch',
      'fr-fr',
      'ja-jp',
    ]);
  });

  it('falls back to Accept-Language, and picks the Swiss store in the current language', async () => {
    const fromFrance = await selector('fr-fr', { 'Accept-Language': 'fr-CH,fr;q=0.9' });
    expect(fromFrance.json()).toMatchObject({
      visitor_country: 'CH',
      visitor_country_source: 'accept_language',
    });
    expect(codes(fromFrance.json().suggested_stores)).toEqual(['fr-ch']);
    // No English store in Switzerland: the website's default store (never website_int, also Swiss).
    const fromUk = await selector('en-gb', { 'Accept-Language': 'de-CH' });
    expect(codes(fromUk.json().suggested_stores)).toEqual(['de-ch']);
  });

  it("suggests nothing in the visitor's own country, or without a country", async () => {
    const home = await selector('en-gb', { 'CF-IPCountry': 'GB' });
    expect(home.json()).toMatchObject({ visitor_country: 'GB', suggested_stores: [] });
    const unknown = await selector('en-gb', { 'CF-IPCountry': 'XX' });
    expect(unknown.json()).toMatchObject({
      visitor_country: null,
      visitor_country_source: null,
      suggested_stores: [],
    });
    const noWebsite = await selector('en-gb', { 'CF-IPCountry': 'DE' });
    expect(noWebsite.json()).toMatchObject({ visitor_country: 'DE', suggested_stores: [] });
  });

  it('answers 404 for an unknown store', async () => {
    expect((await selector('zz-zz', {})).statusCode).toBe(404);
  });
});

describe('retailer directory', () => {
  it('lists each country with its web stores and its retailers', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/caseback-popups/retailers' });
    expect(res.statusCode).toBe(200);
    const countries: {
      country_id: string;
      stores: { store_code: string }[];
      retailers: { name: string }[];
    }[] = res.json().countries;
    const byId = new Map(countries.map((c) => [c.country_id, c]));
    expect(codes(byId.get('CH')!.stores)).toEqual(['de-ch', 'fr-ch']);
    expect(byId.get('FR')).toMatchObject({ retailers: [] });
    expect(byId.get('DE')!.stores).toEqual([]);
    expect(byId.get('DE')!.retailers.map((r) => r.name)).toEqual([
      'Juwelier Hartmann',
      'Uhrenhaus am Jungfernstieg',
    ]);
    expect(countries.map((c) => c.country_id)).toEqual([...countries.map((c) => c.country_id)].sort());
  });
});

describe('promotional popups', () => {
  it("serves the store's popups with their configuration and the store's own links", async () => {
    const res = await t.app.inject({ url: '/rest/ja-jp/V1/caseback-popups/promotions' });
    expect(res.statusCode).toBe(200);
    expect(res.json().popups).toEqual([
      expect.objectContaining({
        index: 1,
        timer: 5,
        position: 'center',
        button_type: 'link',
        button_url: '/ja-jp/heritage-chronograph-40.html',
      }),
      expect.objectContaining({
        index: 2,
        timer: 8,
        position: 'bottom_wide',
        button_type: 'newsletter_scroll',
        // The Japanese store's popups speak Japanese (content-languages.test.ts has every language).
        button_label: '購読する',
        button_url: '/ja-jp/newsletter/subscribe',
      }),
    ]);
  });

  it('leaves out a popup the shop switched off', async () => {
    await t.db.query(
      `update promotional_popup set is_active = false
        where popup_index = 1 and store_id = (select id from store where code = 'fr-fr')`,
    );
    const res = await t.app.inject({ url: '/rest/fr-fr/V1/caseback-popups/promotions' });
    expect(res.json().popups.map((p: { index: number }) => p.index)).toEqual([2]);
  });
});

describe('a configured country header', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ visitorCountryHeader: 'x-country-code' });
  });
  afterAll(() => other.close());

  it('is the one read, and the default one is not trusted', async () => {
    const res = await other.app.inject({
      url: '/rest/en-int/V1/caseback-popups/store-selector',
      headers: { 'X-Country-Code': 'jp', 'CF-IPCountry': 'FR' },
    });
    expect(res.json()).toMatchObject({ visitor_country: 'JP', visitor_country_source: 'header' });
    expect(codes(res.json().suggested_stores)).toEqual(['ja-jp']);
  });
});
