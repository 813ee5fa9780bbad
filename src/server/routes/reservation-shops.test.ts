import { createTestApp, type TestApp } from '../test-utils/test-app';
import { DEMO, productId, shopId } from './reservation-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the boutiques offered for a product', () => {
  it('lists the boutiques that take reservations, the store country first, with availability', async () => {
    const product = await productId(t, DEMO.sku);
    const res = await t.app.inject({ url: `/en-int/checkandreserve/shops?product_id=${product}` });
    expect(res.statusCode).toBe(200);
    const shops = res.json<{ name: string; country_id: string; available: boolean }[]>();
    // en-int's country is CH; Lucerne and Lyon take no reservations.
    expect(shops.slice(0, 2).map((s) => s.name)).toEqual(['Maison Aurèle Geneva', 'Maison Aurèle Zurich']);
    expect(shops.map((s) => s.name)).not.toContain('Maison Aurèle Lucerne');
    expect(shops.map((s) => s.name)).not.toContain('Maison Aurèle Lyon');
    expect(shops).toHaveLength(10);
    expect(shops.find((s) => s.name === DEMO.shop)?.available).toBe(true);
  });

  it('puts the boutiques of the store country first in another store', async () => {
    const product = await productId(t, DEMO.sku);
    const res = await t.app.inject({ url: `/ja-jp/checkandreserve/shops?product_id=${product}` });
    expect(
      res
        .json<{ country_id: string }[]>()
        .slice(0, 2)
        .map((s) => s.country_id),
    ).toEqual(['JP', 'JP']);
  });

  it('says no boutique holds a configurable watch itself (a variation is reserved)', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select id from product where type = 'configurable' limit 1`,
    );
    const res = await t.app.inject({ url: `/en-int/checkandreserve/shops?product_id=${rows[0]!.id}` });
    expect(res.json<{ available: boolean }[]>().every((s) => !s.available)).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ url: '/en-int/checkandreserve/shops?product_id=2147483647' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'This product does not exist.' });
    const malformed = await t.app.inject({ url: '/en-int/checkandreserve/shops?product_id=0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'query.product_id' });
  });
});

describe('one boutique', () => {
  it('answers its address, phone and opening hours', async () => {
    const geneva = await shopId(t, DEMO.shop);
    const res = await t.app.inject({ url: `/en-int/checkandreserve/shop/id/${geneva}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: geneva,
      url_key: 'geneva',
      name: 'Maison Aurèle Geneva',
      address: 'Rue du Rhône 62',
      zip: '1204',
      city: 'Geneva',
      country_id: 'CH',
      phone: '+41 22 310 18 87',
      opening_hours: [
        { days: 'Monday – Friday', hours: '10:00 – 18:30' },
        { days: 'Saturday', hours: '10:00 – 17:00' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    });
  });

  it.each([
    [
      'fr-ch',
      [
        { days: 'Du lundi au vendredi', hours: '10:00 – 18:30' },
        { days: 'Samedi', hours: '10:00 – 17:00' },
        { days: 'Dimanche', hours: 'Fermé' },
      ],
    ],
    [
      'de-ch',
      [
        { days: 'Montag – Freitag', hours: '10:00 – 18:30' },
        { days: 'Samstag', hours: '10:00 – 17:00' },
        { days: 'Sonntag', hours: 'Geschlossen' },
      ],
    ],
    [
      'ja-jp',
      [
        { days: '月曜日～金曜日', hours: '10:00 – 18:30' },
        { days: '土曜日', hours: '10:00 – 17:00' },
        { days: '日曜日', hours: '定休日' },
      ],
    ],
  ])('tells its opening hours in the language of %s; name and address as they are', async (store, hours) => {
    const geneva = await shopId(t, DEMO.shop);
    const res = await t.app.inject({ url: `/${store}/checkandreserve/shop/id/${geneva}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maison Aurèle Geneva',
      address: 'Rue du Rhône 62',
      opening_hours: hours,
    });
  });

  it('answers 404 for an unknown boutique', async () => {
    const res = await t.app.inject({ url: '/en-int/checkandreserve/shop/id/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'This boutique does not exist.' });
  });
});

describe('the captcha challenge', () => {
  it('is a fresh, uncached challenge at the test difficulty', async () => {
    const first = await t.app.inject({ url: '/en-int/captcha/challenge' });
    const second = await t.app.inject({ url: '/en-int/captcha/challenge' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ difficulty: 4, algorithm: 'SHA-256' });
    expect(first.json<{ token: string }>().token).not.toBe(second.json<{ token: string }>().token);
  });
});
