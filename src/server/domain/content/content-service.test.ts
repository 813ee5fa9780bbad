import { seed } from '../../db/seed';
import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import type { BlockData } from './block-data';
import { CONTENT_TTL_MS, createContentService } from './content-service';

let db: Database;
let close: () => Promise<void>;
let store: { id: number; code: string; currencyCode: string };
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  const { rows } = await db.query<{ id: number }>("select id from store where code = 'en-gb'");
  store = { id: rows[0]!.id, code: 'en-gb', currencyCode: 'GBP' };
});
afterAll(() => close());

type Carousel = BlockData['product_carousel'];
const carouselData = async (identifier: string) =>
  (
    await db.query<{ data: Carousel }>(
      "select data from content_block where store_id = $1 and identifier = $2 and page = 'home'",
      [store.id, identifier],
    )
  ).rows[0]!.data;
const setCarouselSkus = async (identifier: string, skus: string[]) =>
  db.query(
    `update content_block set data = jsonb_set(data, '{skus}', $3::jsonb)
      where store_id = $1 and identifier = $2`,
    [store.id, identifier, JSON.stringify(skus)],
  );
const carouselSkus = (
  home: Awaited<ReturnType<ReturnType<typeof createContentService>['home']>>,
  id: string,
) =>
  home.blocks.flatMap((b) =>
    b.type === 'product_carousel' && b.id === id ? b.products.map((p) => p.sku) : [],
  );

describe('content service', () => {
  it('leaves out unknown and hidden SKUs with a warning, and keeps the rest in order', async () => {
    const original = await carouselData('grand-complications');
    await db.query("update product set is_visible = false where sku = 'MA-ATE-MPH-03'");
    await setCarouselSkus('grand-complications', [
      'MA-ATE-PER-02',
      'MA-NO-SUCH-01',
      'MA-ATE-MPH-03',
      'MA-ATE-PER-02',
    ]);
    const warn = jest.fn();
    const home = await createContentService(db).home(store, warn);
    expect(carouselSkus(home, 'grand-complications')).toEqual(['MA-ATE-PER-02']);
    expect(warn).toHaveBeenCalledWith(
      {
        store: 'en-gb',
        source: 'content_block grand-complications',
        skus: ['MA-NO-SUCH-01', 'MA-ATE-MPH-03'],
      },
      expect.stringContaining('left out'),
    );
    await db.query("update product set is_visible = true where sku = 'MA-ATE-MPH-03'");
    await setCarouselSkus('grand-complications', original.skus);
  });

  it('drops a carousel whose SKUs are all unknown instead of showing an empty frame', async () => {
    const original = await carouselData('grand-complications');
    await setCarouselSkus('grand-complications', ['MA-NO-SUCH-02']);
    const warn = jest.fn();
    const home = await createContentService(db).home(store, warn);
    expect(home.blocks.map((b) => b.id)).not.toContain('grand-complications');
    expect(warn).toHaveBeenCalledTimes(2);
    await setCarouselSkus('grand-complications', original.skus);
  });

  it('serves a store’s home from memory for 30 seconds, then reads the edit', async () => {
    let now = 1_000_000;
    const content = createContentService(db, () => now);
    const first = await content.home(store, jest.fn());
    const original = await carouselData('selected-watches');
    await setCarouselSkus('selected-watches', ['MA-NAV-DIV-01']);
    now += CONTENT_TTL_MS - 1;
    expect(await content.home(store, jest.fn())).toBe(first);
    now += 1;
    const fresh = await content.home(store, jest.fn());
    expect(carouselSkus(fresh, 'selected-watches')).toEqual(['MA-NAV-DIV-01']);
    await setCarouselSkus('selected-watches', original.skus);
  });

  it('reads the home again after a change the database announces (a stock change on any process)', async () => {
    const content = createContentService(db, () => 1_000_000);
    const first = await content.home(store, jest.fn());
    expect(await content.home(store, jest.fn())).toBe(first);
    await db.changes.publish('stock');
    const after = await content.home(store, jest.fn());
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
  });

  it('shares one load between concurrent first requests, and never caches an unknown page', async () => {
    const content = createContentService(db);
    const [a, b] = await Promise.all([content.home(store, jest.fn()), content.home(store, jest.fn())]);
    expect(a).toBe(b);
    expect(await content.page(store, 'not-yet-written', jest.fn())).toBeNull();
    await db.query(
      `insert into content_page (identifier, image_url, image_width, image_height) values ('not-yet-written', '/media/stories/wrist.svg', 1200, 800)`,
    );
    await db.query(
      `insert into content_page_store (page_id, store_id, title, meta_title, meta_description, content_heading, excerpt, image_alt)
       select id, $1, 'Now written', 'Now written', 'Now written', 'Now written', 'Now written', 'A wrist' from content_page
        where identifier = 'not-yet-written'`,
      [store.id],
    );
    expect(await content.page(store, 'not-yet-written', jest.fn())).toMatchObject({ title: 'Now written' });
    await db.query("delete from content_page where identifier = 'not-yet-written'");
  });
});

describe('content seed', () => {
  it('gives a shop seeded before content existed its demo content once, and leaves edits alone', async () => {
    await db.query('delete from content_block');
    await db.query('delete from content_page');
    await db.query("delete from seed_step where name = '002_content'");
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: ['002_content'] });
    const count = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from content_block')).rows[0]!.n;
    expect(await count()).toBe(7 * 6);
    await db.query("update content_block set is_active = false where identifier = 'marketplaces'");
    await seed(db);
    expect(await count()).toBe(7 * 6);
    const home = await createContentService(db).home(store, jest.fn());
    expect(home.blocks.map((b) => b.type)).not.toContain('mall_links');
  });
});
