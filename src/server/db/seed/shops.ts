import type { Queryable } from '../types';
import { idOf, idsBy, insertRows } from './insert';
import type { Prng } from './prng';
import { CLOSED, type OpeningDays } from './shop-texts';

/** A boutique's opening hours summary in English; shop-texts.ts has its words in the other store languages. */
type Hours = { days: OpeningDays; hours: string }[];

const EUROPE: Hours = [
  { days: 'Monday – Friday', hours: '10:00 – 19:00' },
  { days: 'Saturday', hours: '10:00 – 18:00' },
  { days: 'Sunday', hours: CLOSED },
];
const SWISS: Hours = [
  { days: 'Monday – Friday', hours: '10:00 – 18:30' },
  { days: 'Saturday', hours: '10:00 – 17:00' },
  { days: 'Sunday', hours: CLOSED },
];
const JAPAN: Hours = [{ days: 'Monday – Sunday', hours: '11:00 – 20:00' }];
const AMERICA: Hours = [
  { days: 'Monday – Saturday', hours: '10:00 – 18:00' },
  { days: 'Sunday', hours: '12:00 – 17:00' },
];

type Shop = [
  city: string,
  address: string,
  zip: string,
  country: string,
  phone: string,
  lat: number,
  lng: number,
  hours: Hours,
];

const SHOPS: readonly Shop[] = [
  ['Geneva', 'Rue du Rhône 62', '1204', 'CH', '+41 22 310 18 87', 46.20301, 6.14902, SWISS],
  ['Zurich', 'Bahnhofstrasse 31', '8001', 'CH', '+41 44 211 18 87', 47.37071, 8.53918, SWISS],
  ['Lucerne', 'Schweizerhofquai 2', '6004', 'CH', '+41 41 410 18 87', 47.05355, 8.31068, SWISS],
  ['Paris', '12 Place Vendôme', '75001', 'FR', '+33 1 42 60 18 87', 48.86741, 2.32941, EUROPE],
  ['Lyon', '24 Rue de la République', '69002', 'FR', '+33 4 78 37 18 87', 45.76201, 4.83572, EUROPE],
  ['London', '148 New Bond Street', 'W1S 2TS', 'GB', '+44 20 7493 1887', 51.51283, -0.14521, EUROPE],
  ['Munich', 'Maximilianstrasse 21', '80539', 'DE', '+49 89 2421 1887', 48.13942, 11.58301, EUROPE],
  ['Milan', 'Via Monte Napoleone 8', '20121', 'IT', '+39 02 7600 1887', 45.46862, 9.19539, EUROPE],
  ['New York', '715 Madison Avenue', '10065', 'US', '+1 212 555 0187', 40.76652, -73.96951, AMERICA],
  ['Beverly Hills', '329 North Rodeo Drive', '90210', 'US', '+1 310 555 0187', 34.06961, -118.40182, AMERICA],
  ['Tokyo Ginza', '5-7-2 Ginza, Chuo-ku', '104-0061', 'JP', '+81 3 5537 1887', 35.67172, 139.76498, JAPAN],
  [
    'Osaka',
    '2-3-12 Shinsaibashisuji, Chuo-ku',
    '542-0085',
    'JP',
    '+81 6 6213 1887',
    34.67231,
    135.50132,
    JAPAN,
  ],
];

/** Two boutiques take no reservations (they are too small to hold pieces aside), so both cases exist. */
const NO_RESERVATION = new Set(['Lucerne', 'Lyon']);

/** The boutique and variation tests can count on for an in-shop reservation. */
export const DEMO_SHOP_STOCK = { shop: 'Maison Aurèle Geneva', sku: 'MA-HER-CHR-01-BLU-40', qty: 2 } as const;

export async function insertShops(
  q: Queryable,
  variationSkus: readonly string[],
  productIds: ReadonlyMap<string, number>,
  prng: Prng,
): Promise<void> {
  const rows = SHOPS.map(([city, address, zip, country, phone, latitude, longitude, hours]) => ({
    name: `Maison Aurèle ${city}`,
    address,
    zip,
    city: city === 'Tokyo Ginza' ? 'Tokyo' : city,
    country_id: country,
    phone,
    email: `${city.toLowerCase().replace(/\s+/g, '-')}@maison-aurele.example`,
    latitude,
    longitude,
    opening_hours: hours,
    is_reservation_enabled: !NO_RESERVATION.has(city),
  }));
  const shopIds = idsBy(
    await insertRows(
      q,
      'shop',
      {
        name: 'text',
        address: 'text',
        zip: 'text',
        city: 'text',
        country_id: 'text',
        phone: 'text',
        email: 'text',
        latitude: 'float8',
        longitude: 'float8',
        opening_hours: 'jsonb',
        is_reservation_enabled: 'boolean',
      },
      rows,
      { returning: 'id, name' },
    ),
    'name',
  );
  const stock = new Map<string, { shop_id: number; product_id: number; qty: number }>();
  for (const [name, shopId] of shopIds) {
    for (const sku of prng.sample(variationSkus, 24)) {
      stock.set(`${shopId}|${sku}`, {
        shop_id: shopId,
        product_id: idOf(productIds, sku),
        qty: prng.int(0, 3),
      });
    }
    if (name === DEMO_SHOP_STOCK.shop) {
      const productId = idOf(productIds, DEMO_SHOP_STOCK.sku);
      stock.set(`${shopId}|${DEMO_SHOP_STOCK.sku}`, {
        shop_id: shopId,
        product_id: productId,
        qty: DEMO_SHOP_STOCK.qty,
      });
    }
  }
  await insertRows(q, 'shop_stock', { shop_id: 'int', product_id: 'int', qty: 'int' }, [...stock.values()]);
}
