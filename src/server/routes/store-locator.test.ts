import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ListBody = {
  query: string;
  shops: { name: string; url_key: string; city: string; country_name: string }[];
  map: { tile_url: string | null; attribution: string | null };
};
const list = async (store: string, q?: string) => {
  const res = await t.app.inject({
    url: `/rest/${store}/V1/caseback-storelocator/shops${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ListBody>();
};

describe('the store locator list', () => {
  it('lists all twelve boutiques, the store country first, without tiles by default', async () => {
    const body = await list('en-int');
    expect(body.shops).toHaveLength(12);
    expect(body.shops.slice(0, 3).map((s) => s.city)).toEqual(['Geneva', 'Lucerne', 'Zurich']);
    expect(body.shops.find((s) => s.city === 'Geneva')).toMatchObject({
      url_key: 'geneva',
      country_name: 'Switzerland',
    });
    expect(body.map).toEqual({ tile_url: null, attribution: null });
  });

  it('finds boutiques by city or country, ignoring case and accents', async () => {
    expect((await list('en-int', 'ZÜRICH')).shops.map((s) => s.name)).toEqual(['Maison Aurèle Zurich']);
    expect((await list('en-int', 'japan')).shops.map((s) => s.city)).toEqual(['Osaka', 'Tokyo']);
    expect((await list('en-int', ' new ')).shops.map((s) => s.city)).toEqual(['New York']);
    expect((await list('en-int', 'york')).shops.map((s) => s.city)).toEqual(['New York']);
    // The country's name in the store's language as well as in English.
    expect((await list('fr-fr', 'Royaume-Uni')).shops.map((s) => s.city)).toEqual(['London']);
    expect((await list('fr-fr', 'etats unis')).shops.map((s) => s.city)).toEqual([
      'Beverly Hills',
      'New York',
    ]);
    expect((await list('de-ch', 'schweiz')).shops).toHaveLength(3);
    const none = await list('en-int', 'Atlantis');
    expect(none).toMatchObject({ query: 'Atlantis', shops: [] });
  });

  it('refuses a search that is too long', async () => {
    const res = await t.app.inject({
      url: `/rest/en-int/V1/caseback-storelocator/shops?q=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.q' });
  });
});

describe('a boutique page', () => {
  it('answers the address, weekly hours in the boutique time zone and the pieces it holds', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/caseback-storelocator/shops/geneva' });
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      shop: { name: string; phone: string; reservation_enabled: boolean };
      timezone: string;
      opening_hours: { weekday: number; opens: string; closes: string }[];
      pieces: { sku: string; url_key: string; reservable: boolean; options: string }[];
    }>();
    expect(page.shop).toMatchObject({
      name: 'Maison Aurèle Geneva',
      phone: '+41 22 310 18 87',
      reservation_enabled: true,
    });
    expect(page.timezone).toBe('Europe/Zurich');
    expect(page.opening_hours).toEqual([
      { weekday: 1, opens: '10:00', closes: '18:30' },
      { weekday: 2, opens: '10:00', closes: '18:30' },
      { weekday: 3, opens: '10:00', closes: '18:30' },
      { weekday: 4, opens: '10:00', closes: '18:30' },
      { weekday: 5, opens: '10:00', closes: '18:30' },
      { weekday: 6, opens: '10:00', closes: '17:00' },
    ]);
    // The demo piece (seeded with 2 in Geneva) is among the pieces held, linked to its watch's page.
    const demo = page.pieces.find((p) => p.sku === 'MA-HER-CHR-01-BLU-40');
    expect(demo).toMatchObject({ reservable: true });
    expect(demo?.url_key).toMatch(/^[a-z0-9-]+$/);
    expect(demo?.options).not.toBe('');
  });

  it('lists exactly the pieces in stock there', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from shop_stock st join shop s on s.id = st.shop_id
        where s.name = 'Maison Aurèle Tokyo Ginza' and st.qty > 0`,
    );
    const res = await t.app.inject({ url: '/rest/ja-jp/V1/caseback-storelocator/shops/tokyo-ginza' });
    const page = res.json<{ timezone: string; pieces: unknown[]; opening_hours: unknown[] }>();
    expect(page.pieces).toHaveLength(rows[0]!.n);
    expect(page.timezone).toBe('Asia/Tokyo');
    expect(page.opening_hours).toHaveLength(7);
  });

  it('marks the pieces of a boutique that takes no reservations as not reservable', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/caseback-storelocator/shops/lucerne' });
    const page = res.json<{ shop: { reservation_enabled: boolean }; pieces: { reservable: boolean }[] }>();
    expect(page.shop.reservation_enabled).toBe(false);
    expect(page.pieces.every((p) => !p.reservable)).toBe(true);
  });

  it('answers 404 for an unknown boutique and 400 for a malformed key', async () => {
    const unknown = await t.app.inject({ url: '/rest/en-int/V1/caseback-storelocator/shops/atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'This boutique does not exist.' });
    const malformed = await t.app.inject({ url: '/rest/en-int/V1/caseback-storelocator/shops/Not_A_Key' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('configured tiles', () => {
  it('hands the tile source to the client and lets the page load its images', async () => {
    const tiled = await createTestApp({
      mapTiles: { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles Example' },
    });
    try {
      const res = await tiled.app.inject({ url: '/rest/en-int/V1/caseback-storelocator/shops/geneva' });
      expect(res.json<ListBody>().map).toEqual({
        tile_url: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        attribution: '© Tiles Example',
      });
    } finally {
      await tiled.close();
    }
  });
});
