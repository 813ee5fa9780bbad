import { GIFT_BOX } from '../../../../config/checkout';
import { CURRENCIES } from '../../../../config/stores';
import { verifyPassword } from '../../domain/customer/password';
import { openTestDatabase } from '../../test-utils/test-db';
import type { Database } from '../types';
import { seed, SEED_STEPS } from './index';
import { refreshSearchDocuments } from './search-document';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
  await expect(seed(db)).resolves.toEqual({ seeded: true, applied: SEED_STEPS.map((step) => step.name) });
});

afterAll(() => close());

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await db.query(sql, params);
  return Object.values(rows[0] ?? {})[0] as T;
};
const count = (sql: string, params: unknown[] = []) =>
  one<number>(`select count(*)::int from (${sql}) t`, params);

const TABLES = [
  'website',
  'store',
  'product',
  'product_price',
  'stock_item',
  'product_media',
  'watch_registry',
];
const counts = () => Promise.all(TABLES.map((t) => count(`select 1 from ${t}`)));

describe('seed', () => {
  it('creates the websites and store views of config/stores.ts', async () => {
    expect(await count('select 1 from store')).toBeGreaterThanOrEqual(7);
    expect(await count('select 1 from website')).toBeGreaterThanOrEqual(6);
    const intl = await db.query(
      `select w.default_store_code, s.is_default_store from website w join store s on s.website_id = w.id
        where w.code = 'website_int' and s.code = 'en-int'`,
    );
    expect(intl.rows).toEqual([{ default_store_code: 'en-int', is_default_store: true }]);
    expect(await one("select currency_code from store where code = 'ja-jp'")).toBe('JPY');
  });

  it('has collections and a menu of categories', async () => {
    expect(await count('select 1 from collection')).toBeGreaterThanOrEqual(5);
    expect(await count('select 1 from collection c join attribute_option o on o.id = c.option_id')).toBe(
      await count('select 1 from collection'),
    );
    const top = await db.query('select url_path from category where level = 1 order by position');
    expect(top.rows.map((r) => r.url_path)).toEqual(['watches', 'straps', 'the-house']);
    expect(
      await count("select 1 from category where url_path like 'watches/%' and collection_id is not null"),
    ).toBe(await count('select 1 from collection'));
  });

  it('has 40 visible configurable watches, each with 2+ variations in 2+ colours', async () => {
    expect(
      await count("select 1 from product where type = 'configurable' and is_visible and parent_id is null"),
    ).toBe(40);
    const weak = await count(
      `select p.id from product p join product c on c.parent_id = p.id
        where p.type = 'configurable' group by p.id
       having count(*) < 2 or count(distinct c.colour_option_id) < 2`,
    );
    expect(weak).toBe(0);
    expect(
      await count(
        'select 1 from product where parent_id is not null and (is_visible or url_key is not null)',
      ),
    ).toBe(0);
    expect(await count("select 1 from product where url_key !~ '^[a-z0-9]+(-[a-z0-9]+)*$'")).toBe(0);
  });

  it('has 30 straps, each compatible with at least 3 watches', async () => {
    expect(await count("select 1 from product where category_type = 1 and type = 'simple'")).toBe(30);
    const lonely = await count(
      `select s.id from product s left join strap_compatibility sc on sc.strap_id = s.id
        where s.category_type = 1 group by s.id having count(sc.watch_id) < 3`,
    );
    expect(lonely).toBe(0);
  });

  it('prices every product in every currency, with whole yen', async () => {
    const products = await count('select 1 from product');
    for (const currency of CURRENCIES) {
      expect(await count('select 1 from product_price where currency_code = $1', [currency])).toBe(products);
    }
    // Yen prices are round thousands, the gift box's configured price included.
    expect(
      await count("select 1 from product_price where currency_code = 'JPY' and amount % 1000 <> 0"),
    ).toBe(0);
    expect(await count('select 1 from product_price where rrp is not null and rrp <= amount')).toBe(0);
    expect(await count('select 1 from product_price where rrp is not null')).toBeGreaterThan(0);
  });

  it('has stock for simple products, some of it at zero', async () => {
    expect(
      await count(
        "select 1 from product p left join stock_item s on s.product_id = p.id where p.type = 'simple' and s.product_id is null",
      ),
    ).toBe(0);
    expect(await count('select 1 from stock_item where qty = 0')).toBeGreaterThanOrEqual(5);
    const soldOut = await count(
      `select p.id from product p join product c on c.parent_id = p.id join stock_item s on s.product_id = c.id
        group by p.id having max(s.qty) = 0`,
    );
    expect(soldOut).toBeGreaterThanOrEqual(1);
  });

  it('gives every product images, and some parents videos', async () => {
    expect(
      await count(
        'select 1 from product p where not exists (select 1 from product_media m where m.product_id = p.id)',
      ),
    ).toBe(0);
    expect(
      await count("select 1 from product_media where media_type = 'external-video'"),
    ).toBeGreaterThanOrEqual(2);
  });

  it('has the gift box as an unlisted product at the configured prices, stocked in bulk', async () => {
    const { rows } = await db.query<{ is_visible: boolean; category_type: number; qty: number }>(
      `select p.is_visible, p.category_type, s.qty from product p join stock_item s on s.product_id = p.id
        where p.sku = $1 and p.parent_id is null and p.url_key is null`,
      [GIFT_BOX.sku],
    );
    expect(rows).toEqual([{ is_visible: false, category_type: 0, qty: 1000 }]);
    for (const currency of CURRENCIES) {
      expect(
        await one<number>(
          'select amount from product_price pp join product p on p.id = pp.product_id where p.sku = $1 and currency_code = $2',
          [GIFT_BOX.sku, currency],
        ),
      ).toBe(GIFT_BOX.price[currency]);
    }
    expect(
      await count(
        'select 1 from category_product cp join product p on p.id = cp.product_id where p.sku = $1',
        [GIFT_BOX.sku],
      ),
    ).toBe(0);
  });

  it('has shops and a registry of serial and caseback numbers', async () => {
    expect(await count('select 1 from shop')).toBeGreaterThanOrEqual(10);
    expect(await count('select 1 from watch_registry')).toBeGreaterThanOrEqual(60);
    expect(
      await count("select 1 from watch_registry where serial !~ '^[A-Z0-9]{9}$' or caseback !~ '^[0-9]{7}$'"),
    ).toBe(0);
    expect(
      await count(
        'select caseback from watch_registry group by caseback having count(distinct product_id) > 1',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        'select 1 from watch_registry r where not exists (select 1 from registered_watch w where w.serial = r.serial)',
      ),
    ).toBeGreaterThanOrEqual(40);
  });

  it('creates demo customers whose password verifies, with orders that add up', async () => {
    const hash = await one<string>(
      "select password_hash from customer where email = 'anna.keller@example.com'",
    );
    await expect(verifyPassword('Caseback-Demo-1', hash)).resolves.toBe(true);
    expect(
      await count('select 1 from sales_order where grand_total <> subtotal + shipping_amount + extra_fee'),
    ).toBe(0);
    expect(
      await count(
        'select o.id from sales_order o join sales_order_item i on i.order_id = o.id group by o.id having sum(i.row_total) <> min(o.subtotal)',
      ),
    ).toBe(0);
    // Three of Anna's and Kenji's (step 001), three of Henri's, the my-watches owner (step 023).
    expect(await count('select 1 from registered_watch')).toBe(6);
    const henri = await one<string>(
      "select password_hash from customer where email = 'henri.dubois@example.com'",
    );
    await expect(verifyPassword('Caseback-Demo-1', henri)).resolves.toBe(true);
  });

  it('gives every watch model a user manual, except the Lumière models (none yet)', async () => {
    expect(
      await count(
        `select 1 from product p join collection c on c.id = p.collection_id
          where p.type = 'configurable' and p.category_type = 0 and c.code <> 'lumiere'
            and not exists (select 1 from product_user_manual m where m.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from product_user_manual m join product p on p.id = m.product_id
          join collection c on c.id = p.collection_id where c.code = 'lumiere'`,
      ),
    ).toBe(0);
  });

  it('finds products by full-text search, and refreshSearchDocuments gives the same documents', async () => {
    const found = await db.query(
      "select name from product where search_document @@ websearch_to_tsquery('english', 'chronograph')",
    );
    expect(found.rows.length).toBeGreaterThan(3);
    const before = await one<string>(
      "select string_agg(search_document::text, '|' order by id) from product",
    );
    await db.query('update product set search_document = null');
    await refreshSearchDocuments(db);
    expect(await one<string>("select string_agg(search_document::text, '|' order by id) from product")).toBe(
      before,
    );
  });

  it('does nothing when run again', async () => {
    const before = await counts();
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
    expect(await counts()).toEqual(before);
  });
});
