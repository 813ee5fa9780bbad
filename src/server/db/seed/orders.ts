import type { CurrencyCode } from '../../../../config/stores';
import type { Queryable } from '../types';
import { DEMO_CUSTOMERS } from './customers';
import { idOf, idsBy, insertRows } from './insert';
import type { PriceSet } from './prices';
import { FIXED_REGISTRY } from './registry';

interface DemoOrder {
  incrementId: string;
  email: string;
  store: string;
  currency: CurrencyCode;
  status: string;
  /** Lines; `engraved` (a caseback engraving) and `gift` (a gift message) show the return label's rules. */
  items: [sku: string, qty: number, extra?: { engraving?: string; gift?: true }][];
  shipping: number;
  /** A gift box, in minor units. */
  extraFee: number;
  createdAt: string;
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  // Anna's oldest order, kept for the return-label journey: two straps of one kind to send back (one per
  // viewport), beside a gift, which the store does not take back. Below 103, so the order numbers placed
  // orders get are unchanged.
  {
    incrementId: '000000100',
    email: 'anna.keller@example.com',
    store: 'en-int',
    currency: 'EUR',
    status: 'complete',
    items: [
      ['MA-STR-NUB-ANT-20', 2],
      ['MA-STR-RUB-BLU-20', 1, { gift: true }],
    ],
    shipping: 0,
    extraFee: 0,
    createdAt: '2025-03-02T09:15:00Z',
  },
  {
    incrementId: '000000101',
    email: 'anna.keller@example.com',
    store: 'en-int',
    currency: 'EUR',
    status: 'complete',
    items: [
      ['MA-HER-CHR-01-BLU-40', 1, { engraving: 'A.K. 14.11.2025' }],
      ['MA-STR-ALL-BLU-20', 1],
    ],
    shipping: 0,
    extraFee: 0,
    createdAt: '2025-11-14T10:22:00Z',
  },
  {
    incrementId: '000000102',
    email: 'anna.keller@example.com',
    store: 'en-int',
    currency: 'EUR',
    status: 'processing',
    items: [
      ['MA-STR-CAL-COG-20', 1, { gift: true }],
      ['MA-STR-MSH-STL-18', 1],
    ],
    shipping: 0,
    extraFee: 2500,
    createdAt: '2026-10-30T15:48:00Z',
  },
  {
    incrementId: '000000103',
    email: 'kenji.sato@example.com',
    store: 'ja-jp',
    currency: 'JPY',
    status: 'complete',
    items: [
      ['MA-NAV-GMT-03-BLK-41', 1],
      ['MA-STR-RUB-BLK-20', 1],
    ],
    shipping: 0,
    extraFee: 0,
    createdAt: '2025-06-01T02:10:00Z',
  },
];

/** Demo owners: serials from the registry, registered on these dates. */
export const DEMO_REGISTRATIONS: readonly [email: string, serial: string, registeredAt: string][] = [
  ['anna.keller@example.com', 'MA7H3P9D2', '2025-11-20T08:30:00Z'],
  ['anna.keller@example.com', 'MA5R8T2W6', '2025-01-10T17:12:00Z'],
  ['kenji.sato@example.com', 'MA9J4N6B3', '2025-06-10T01:00:00Z'],
];

export interface OrderSources {
  customers: ReadonlyMap<string, number>;
  stores: ReadonlyMap<string, number>;
  products: ReadonlyMap<string, number>;
  names: ReadonlyMap<string, string>;
  prices: ReadonlyMap<string, PriceSet>;
}

export async function insertOrders(q: Queryable, src: OrderSources): Promise<void> {
  const lines = DEMO_ORDERS.map((order) =>
    order.items.map(([sku, qty, extra]) => {
      const prices = src.prices.get(sku);
      if (!prices) throw new Error(`Seed: no price for ${sku}`);
      const price = prices[order.currency].amount;
      const customer = DEMO_CUSTOMERS.find((c) => c.email === order.email);
      return {
        sku,
        qty,
        price,
        name: src.names.get(sku) ?? sku,
        row_total: price * qty,
        custom_options: extra?.engraving ? [{ option_id: 'engraving', option_value: extra.engraving }] : [],
        gift_message: extra?.gift
          ? { sender: customer?.firstname ?? '', recipient: 'Paul', message: 'Happy birthday' }
          : null,
      };
    }),
  );
  const orders = DEMO_ORDERS.map((order, i) => {
    const customer = DEMO_CUSTOMERS.find((c) => c.email === order.email);
    const address = customer?.addresses[0];
    if (!customer || !address) throw new Error(`Seed: no address for ${order.email}`);
    const subtotal = (lines[i] ?? []).reduce((sum, line) => sum + line.row_total, 0);
    return {
      increment_id: order.incrementId,
      store_id: idOf(src.stores, order.store),
      customer_id: idOf(src.customers, order.email),
      email: order.email,
      status: order.status,
      currency_code: order.currency,
      subtotal,
      shipping_amount: order.shipping,
      extra_fee: order.extraFee,
      grand_total: subtotal + order.shipping + order.extraFee,
      shipping_method: 'flatrate_flatrate',
      shipping_address: address,
      billing_address: address,
      created_at: order.createdAt,
    };
  });
  const orderIds = idsBy(
    await insertRows(
      q,
      'sales_order',
      {
        increment_id: 'text',
        store_id: 'int',
        customer_id: 'int',
        email: 'text',
        status: 'text',
        currency_code: 'text',
        subtotal: 'bigint',
        shipping_amount: 'bigint',
        extra_fee: 'bigint',
        grand_total: 'bigint',
        shipping_method: 'text',
        shipping_address: 'jsonb',
        billing_address: 'jsonb',
        created_at: 'timestamptz',
      },
      orders,
      { returning: 'id, increment_id' },
    ),
    'increment_id',
  );
  const items = DEMO_ORDERS.flatMap((order, i) =>
    (lines[i] ?? []).map((line) => ({
      order_id: idOf(orderIds, order.incrementId),
      product_id: idOf(src.products, line.sku),
      ...line,
    })),
  );
  await insertRows(
    q,
    'sales_order_item',
    {
      order_id: 'int',
      product_id: 'int',
      sku: 'text',
      name: 'text',
      qty: 'int',
      price: 'bigint',
      row_total: 'bigint',
      custom_options: 'jsonb',
      gift_message: 'jsonb',
    },
    items,
  );
}

export async function insertRegistrations(
  q: Queryable,
  customers: ReadonlyMap<string, number>,
  products: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = DEMO_REGISTRATIONS.map(([email, serial, registeredAt]) => {
    const entry = FIXED_REGISTRY.find((e) => e.serial === serial);
    if (!entry) throw new Error(`Seed: serial ${serial} is not in the registry`);
    return {
      customer_id: idOf(customers, email),
      serial,
      product_id: idOf(products, entry.sku),
      registered_at: registeredAt,
    };
  });
  await insertRows(
    q,
    'registered_watch',
    { customer_id: 'int', serial: 'text', product_id: 'int', registered_at: 'timestamptz' },
    rows,
  );
}
