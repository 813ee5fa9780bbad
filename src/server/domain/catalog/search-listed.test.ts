import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import { searchProductIds } from './search.sql';

// A search ranks its matches from the documents' tables (migration 032), which carry whether each product is
// listed: a product hidden or shown after its documents were written must be found as its listing says, in
// every language, with no refresh of the documents.
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const SKU = 'MA-HER-CHR-01';
const SEARCHES = [
  { store: 'en-int', term: 'chronograph' },
  { store: 'fr-fr', term: 'chronographe' },
  { store: 'ja-jp', term: 'chronograph' },
];

async function storeView(code: string) {
  const { rows } = await db.query<{ id: number; language_code: string }>(
    'select id, language_code from store where code = $1',
    [code],
  );
  return { id: rows[0]!.id, languageCode: rows[0]!.language_code };
}

async function setVisible(visible: boolean): Promise<void> {
  await db.query('update product set is_visible = $1 where sku = $2', [visible, SKU]);
}

describe('search and a product shown or hidden later', () => {
  afterEach(() => setVisible(true));

  it.each(SEARCHES)('follows the listing in $store', async ({ store, term }) => {
    const view = await storeView(store);
    const { rows } = await db.query<{ id: number }>('select id from product where sku = $1', [SKU]);
    const id = rows[0]!.id;
    // In a transaction, so that the catalogue cache does not answer.
    const found = () => db.transaction(async (tx) => (await searchProductIds(tx, view, term)).has(id));
    const bySku = () => db.transaction(async (tx) => (await searchProductIds(tx, view, SKU)).has(id));
    expect(await found()).toBe(true);
    await setVisible(false);
    expect(await found()).toBe(false);
    expect(await bySku()).toBe(false);
    await setVisible(true);
    expect(await found()).toBe(true);
    expect(await bySku()).toBe(true);
  });
});

describe('the ranking as the database sends it (one row of text)', () => {
  it("keeps every match, best first, with ts_rank_cd's exact rank and an exact SKU's 10 on top", async () => {
    const view = await storeView('en-int');
    const ranking = await db.transaction((tx) => searchProductIds(tx, view, 'watch'));
    const { rows } = await db.query<{ id: number; rank: number }>(
      `select product_id as id, ts_rank_cd(document, to_tsquery('english', 'watch:*'))::float8 as rank
         from product_search where listed and document @@ to_tsquery('english', 'watch:*')
        order by rank desc, position, product_id`,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect([...ranking]).toEqual(rows.map((r) => [r.id, r.rank]));

    const bySku = await db.transaction((tx) => searchProductIds(tx, view, SKU));
    const { rows: product } = await db.query<{ id: number }>('select id from product where sku = $1', [SKU]);
    expect([...bySku.keys()][0]).toBe(product[0]!.id);
    expect([...bySku.values()][0]).toBeGreaterThanOrEqual(10);
  });

  it('is empty when nothing matches', async () => {
    const view = await storeView('en-int');
    const ranking = await db.transaction((tx) => searchProductIds(tx, view, 'zzzqqqxxyy'));
    expect(ranking.size).toBe(0);
  });
});
