import { COUNTRIES } from '../../../config/checkout';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { shopper } from '../test-utils/cart-test-client';
import {
  ADDRESS,
  guestWithItem,
  pickupIn,
  saveGuestShipping,
  shippingRequest,
} from '../test-utils/checkout-test-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PICKUP_FIELD = 'body.addressInformation.extension_attributes.shipping_information';

async function cartShipping(maskedId: string) {
  const { rows } = await t.db.query<{
    shipping_carrier_code: string | null;
    pickup_date: string | null;
    pickup_time: string | null;
    shipping_address: { region: string | null } | null;
  }>(
    'select shipping_carrier_code, pickup_date, pickup_time, shipping_address from cart where masked_id = $1',
    [maskedId],
  );
  return rows[0]!;
}

describe('estimating shipping methods', () => {
  it('offers the insured courier and boutique pickup where the brand has a boutique', async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await s.rest('POST', `/guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: 'CH', postcode: '1204' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        carrier_code: 'flatrate',
        carrier_title: 'Insured courier',
        available: true,
      }),
      expect.objectContaining({ carrier_code: 'pickupdate', carrier_title: 'Boutique pickup', amount: 0 }),
    ]);
  });

  it('offers no boutique pickup without a boutique in the country, and nothing where we do not ship', async () => {
    const { s, cartId } = await guestWithItem(t);
    const spain = await s.rest('POST', `/guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: 'ES' },
    });
    expect((spain.json() as { carrier_code: string }[]).map((m) => m.carrier_code)).toEqual(['flatrate']);
    const nowhere = await s.rest('POST', `/guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: 'ZZ' },
    });
    expect(nowhere.json()).toEqual([]);
  });

  it('answers 404 for a cart that does not exist', async () => {
    const s = shopper(t);
    const res = await s.rest('POST', `/guest-carts/${'x'.repeat(32)}/estimate-shipping-methods`, {
      address: { country_id: 'CH' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('saving the shipping step with boutique pickup', () => {
  it('accepts a date from today + 7 to today + 29 in the store time zone, with a configured time', async () => {
    const { s, cartId } = await guestWithItem(t);
    for (const [days, time] of [
      [7, '10:00'],
      [29, '17:00'],
    ] as const) {
      const res = await saveGuestShipping(
        s,
        cartId,
        shippingRequest('pickupdate', { pickup_date: pickupIn(days), pickup_time: time }),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        payment_methods: unknown[];
        totals: { total_segments: { code: string }[] };
      };
      expect(body.payment_methods).toEqual([
        { code: 'caseback_paylater', title: 'Pay later in 3 instalments' },
        { code: 'caseback_wallet', title: 'Wallet express checkout' },
      ]);
      expect(body.totals.total_segments.map((seg) => seg.code)).toEqual([
        'subtotal',
        'caseback_extrafee',
        'shipping',
        'grand_total',
      ]);
      expect(await cartShipping(cartId)).toMatchObject({ pickup_time: time });
    }
  });

  it.each([
    ['6 days ahead', pickupIn(6)],
    ['30 days ahead', pickupIn(30)],
    ['yesterday', pickupIn(-1)],
  ])('refuses a pickup date %s, naming the window', async (_label, date) => {
    const { s, cartId } = await guestWithItem(t);
    const res = await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: date, pickup_time: '11:00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      field: `${PICKUP_FIELD}.pickup_date`,
      message: expect.stringMatching(
        /^Please choose a pickup date between \d{1,2}\/\d{1,2}\/\d{2} and \d{1,2}\/\d{1,2}\/\d{2}\.$/,
      ),
    });
  });

  it('refuses a date that does not exist and a missing date', async () => {
    const { s, cartId } = await guestWithItem(t);
    const unreal = await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: '27-02-30', pickup_time: '11:00' }),
    );
    expect(unreal.json()).toMatchObject({
      field: `${PICKUP_FIELD}.pickup_date`,
      message: 'The pickup date is not a valid date (yy-mm-dd).',
    });
    const missing = await saveGuestShipping(s, cartId, shippingRequest('pickupdate'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: `${PICKUP_FIELD}.pickup_date` });
  });

  it.each(['10:30', '09:00', '18:00'])(
    'refuses the pickup time %s (60-minute steps from configuration)',
    async (time) => {
      const { s, cartId } = await guestWithItem(t);
      const res = await saveGuestShipping(
        s,
        cartId,
        shippingRequest('pickupdate', { pickup_date: pickupIn(8), pickup_time: time }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: `${PICKUP_FIELD}.pickup_time`,
        message: 'Please choose a pickup time among 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00, 17:00.',
      });
    },
  );
});

describe('saving the shipping step with another method', () => {
  it('removes a pickup date and time sent with the courier, and the ones saved before', async () => {
    const { s, cartId } = await guestWithItem(t);
    await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: pickupIn(9), pickup_time: '12:00' }),
    );
    expect(await cartShipping(cartId)).toMatchObject({
      shipping_carrier_code: 'pickupdate',
      pickup_time: '12:00',
    });
    const res = await saveGuestShipping(
      s,
      cartId,
      shippingRequest('flatrate', { pickup_date: pickupIn(9), pickup_time: '12:00' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await cartShipping(cartId)).toMatchObject({
      shipping_carrier_code: 'flatrate',
      pickup_date: null,
      pickup_time: null,
    });
  });

  it('refuses boutique pickup where there is no boutique', async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await saveGuestShipping(
      s,
      cartId,
      shippingRequest(
        'pickupdate',
        { pickup_date: pickupIn(9), pickup_time: '12:00' },
        { ...ADDRESS, country_id: 'ES', postcode: '28001', city: 'Madrid' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.addressInformation.shipping_method_code' });
  });
});

describe('the address of the shipping step', () => {
  const withAddress = (address: Record<string, unknown>) => shippingRequest('flatrate', undefined, address);

  it('takes the region from the country list (a Japanese prefecture, a US state)', async () => {
    const { s, cartId } = await guestWithItem(t);
    const tokyo = await saveGuestShipping(
      s,
      cartId,
      withAddress({ ...ADDRESS, country_id: 'JP', postcode: '150-0001', city: '渋谷区', region_id: 1013 }),
    );
    expect(tokyo.statusCode).toBe(200);
    expect((await cartShipping(cartId)).shipping_address).toMatchObject({ region: '東京都' });
    const newYork = COUNTRIES.find((c) => c.id === 'US')!.regions.find((r) => r.region_code === 'NY')!;
    const us = await saveGuestShipping(
      s,
      cartId,
      withAddress({
        ...ADDRESS,
        country_id: 'US',
        postcode: '10022',
        city: 'New York',
        region_id: newYork.id,
      }),
    );
    expect(us.statusCode).toBe(200);
    expect((await cartShipping(cartId)).shipping_address).toMatchObject({ region: 'New York' });
  });

  it('refuses a region that is not in the country list, or missing where the country has one', async () => {
    const { s, cartId } = await guestWithItem(t);
    const us = { ...ADDRESS, country_id: 'US', postcode: '10022', city: 'New York' };
    for (const region_id of [1013, null]) {
      const res = await saveGuestShipping(s, cartId, withAddress({ ...us, region_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.addressInformation.shipping_address.region_id' });
    }
  });

  it('refuses a country we do not deliver to', async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await saveGuestShipping(s, cartId, withAddress({ ...ADDRESS, country_id: 'ZZ' }));
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      field: 'body.addressInformation.shipping_address.country_id',
    });
  });

  it('accepts a postcode of the wrong shape (non-strict mode only warns in the browser)', async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await saveGuestShipping(s, cartId, withAddress({ ...ADDRESS, postcode: '12' }));
    expect(res.statusCode).toBe(200);
  });
});
