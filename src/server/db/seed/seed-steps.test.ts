import { openTestDatabase } from '../../test-utils/test-db';
import type { Database } from '../types';
import { seed, SEED_STEPS, type SeedStep } from './index';

/**
 * Seed content is versioned like migrations: a database made by an older version (here: one that only had
 * the catalogue step, as before the demo content existed) keeps its data and gains the newer steps on start.
 */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

/** Tables that hold what shoppers, customers and the shop's staff wrote: a seed step must not touch them. */
const SHOPPER_TABLES = [
  'customer',
  'customer_address',
  'sales_order',
  'sales_order_item',
  'registered_watch',
  'reservation',
  'cart',
  'stock_item',
  'shop_stock',
  'wishlist',
  'wishlist_item',
];
const CONTENT_TABLES = ['content_page', 'content_page_store', 'content_block'];

/** One digest per table over every row's text, so any insert, update or delete shows. */
const digests = async (tables: string[]) => {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ d: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`,
    );
    out[table] = rows[0]!.d;
  }
  return out;
};
/** Every step of this version, and those after the catalogue (what an older database gains). */
const ALL_STEPS = SEED_STEPS.map((step) => step.name);
const LATER_STEPS = ALL_STEPS.slice(1);

const stepsRecorded = async () =>
  (await db.query<{ name: string }>('select name from seed_step order by name')).rows.map((r) => r.name);

describe('seed steps', () => {
  it('are recorded for a freshly seeded database, which a second run leaves as it is', async () => {
    expect(await stepsRecorded()).toEqual(SEED_STEPS.map((s) => s.name));
    const before = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(before);
  });

  it('an older database gains the newer steps and keeps its customers, orders and stock', async () => {
    // The database as the version before the content step left it, then used by shoppers and staff.
    await db.query('delete from content_block');
    await db.query('delete from content_page');
    await db.query("delete from seed_step where name <> '001_catalogue'");
    await db.query("update customer set firstname = 'Anna-Maria' where email = 'anna.keller@example.com'");
    await db.query("update sales_order set status = 'complete' where increment_id = '000000102'");
    await db.query(
      "update stock_item set qty = 1 where product_id = (select id from product where sku = 'MA-HER-CHR-01-BLU-40')",
    );
    const shopperData = await digests(SHOPPER_TABLES);

    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: LATER_STEPS });

    expect(await stepsRecorded()).toEqual(ALL_STEPS);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from content_block');
    expect(rows[0]!.n).toBe(7 * 6);
    expect(await digests(SHOPPER_TABLES)).toEqual(shopperData);
    const { rows: anna } = await db.query<{ firstname: string }>(
      "select firstname from customer where email = 'anna.keller@example.com'",
    );
    expect(anna[0]!.firstname).toBe('Anna-Maria');

    // A second start changes nothing at all.
    const everything = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(everything);
  });

  it('a database seeded before steps were recorded adopts them without inserting anything', async () => {
    await db.query('delete from seed_step');
    const before = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({
      seeded: false,
      applied: ALL_STEPS,
    });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(before);
  });

  it('a step added by a later version runs once, after the older ones; a failing step records nothing', async () => {
    const calls: string[] = [];
    const later: SeedStep = {
      name: '099_later_content',
      apply: async (q) => {
        calls.push('later');
        await q.query("update content_block set is_active = is_active where identifier = 'marketplaces'");
        return true;
      },
    };
    const failing: SeedStep = {
      name: '100_failing',
      apply: async () => {
        throw new Error('step failed');
      },
    };
    await expect(seed(db, {}, [...SEED_STEPS, later, failing])).rejects.toThrow('step failed');
    expect(calls).toEqual(['later']);
    expect(await stepsRecorded()).toEqual([...ALL_STEPS, '099_later_content']);
    await expect(seed(db, {}, [...SEED_STEPS, later])).resolves.toEqual({ seeded: false, applied: [] });
    expect(calls).toEqual(['later']);
  });

  it("an older seed's Tokyo address gains the region list's entry; an address the customer changed is left alone", async () => {
    const kenjis = `select a.city, a.region, a.region_id from customer_address a join customer c on c.id = a.customer_id
                     where c.email = 'kenji.sato@example.com' and a.city in ('Shibuya-ku', 'Minato-ku') order by a.city`;
    const listed = (await db.query<{ region_id: number }>(kenjis)).rows[0]!.region_id;
    // As the first seed stored it, plus an address Kenji typed himself with the English name and a region id.
    await db.query(
      `update customer_address set region = 'Tokyo', region_id = null where city = 'Shibuya-ku' and country_id = 'JP'`,
    );
    await db.query(
      `insert into customer_address (customer_id, firstname, lastname, street, city, region, region_id, postcode, country_id, telephone)
       select id, 'Kenji', 'Sato', array['6-10-1 Roppongi'], 'Minato-ku', 'Tokyo', $1, '106-6108', 'JP', '+81 3 5550 0002'
         from customer where email = 'kenji.sato@example.com'`,
      [listed],
    );
    await db.query(`delete from seed_step where name = '019_demo_region_ids'`);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: ['019_demo_region_ids'] });
    expect((await db.query(kenjis)).rows).toEqual([
      { city: 'Minato-ku', region: 'Tokyo', region_id: listed },
      { city: 'Shibuya-ku', region: '東京都', region_id: listed },
    ]);
  });
});
