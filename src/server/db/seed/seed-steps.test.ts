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

    const newer = SEED_STEPS.slice(1).map((s) => s.name);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: newer });

    expect(await stepsRecorded()).toEqual(['001_catalogue', ...newer].sort());
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
      applied: SEED_STEPS.map((step) => step.name),
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
    expect(await stepsRecorded()).toEqual([...SEED_STEPS.map((step) => step.name), '099_later_content']);
    await expect(seed(db, {}, [...SEED_STEPS, later])).resolves.toEqual({ seeded: false, applied: [] });
    expect(calls).toEqual(['later']);
  });
});
