import { CURRENCIES } from '../../../../config/stores';
import { openTestDatabase } from '../../test-utils/test-db';
import type { Database } from '../types';
import { seed } from './index';

const EXTRA = 2000;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
  await seed(db, { extraProducts: EXTRA });
});

afterAll(() => close());

async function count(sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) t`);
  return rows[0]?.n ?? 0;
}

describe('seed with extra products', () => {
  it('lists the extra watches in the Watches category and spreads them over the collections', async () => {
    const listed = `select 1 from category_product cp join category c on c.id = cp.category_id
      join product p on p.id = cp.product_id where c.url_path = 'watches' and p.is_visible`;
    expect(await count(listed)).toBe(40 + EXTRA);
    const inCollections = `select 1 from category_product cp join category c on c.id = cp.category_id
      where c.url_path like 'watches/%'`;
    expect(await count(inCollections)).toBe(40 + EXTRA);
    const empty = `select c.id from category c left join category_product cp on cp.category_id = c.id
      where c.url_path like 'watches/%' group by c.id having count(cp.product_id) < ${40 / 6 + EXTRA / 6 - 10}`;
    expect(await count(empty)).toBe(0);
  });

  it('shapes them like the curated watches: a parent with one priced, stocked, pictured variation', async () => {
    const extras = "select id from product where sku like 'MA-XT-%' and parent_id is null";
    expect(await count(extras)).toBe(EXTRA);
    const childless = `select p.id from product p left join product c on c.parent_id = p.id
      where p.sku like 'MA-XT-%' and p.parent_id is null group by p.id having count(c.id) <> 1`;
    expect(await count(childless)).toBe(0);
    expect(
      await count(
        "select 1 from product_price pp join product p on p.id = pp.product_id where p.sku like 'MA-XT-%'",
      ),
    ).toBe(2 * EXTRA * CURRENCIES.length);
    expect(
      await count(
        "select 1 from stock_item s join product p on p.id = s.product_id where p.sku like 'MA-XT-%'",
      ),
    ).toBe(EXTRA);
    expect(
      await count(
        "select 1 from product_media m join product p on p.id = m.product_id where p.sku like 'MA-XT-%'",
      ),
    ).toBe(2 * EXTRA);
  });

  it('makes them searchable', async () => {
    const found = await count(
      "select 1 from product where search_document @@ websearch_to_tsquery('english', 'edition') and sku like 'MA-XT-%'",
    );
    expect(found).toBe(EXTRA);
  });
});
