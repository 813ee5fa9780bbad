import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Listing = components['schemas']['ProductListing'];

// Search ranking on the real seed: name and SKU weigh more than the collection, which weighs more than the
// description (src/server/db/seed/search-document.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(term: string, extra = ''): Promise<Listing> {
  const res = await t.app.inject({
    url: `/rest/en-int/V1/search?q=${encodeURIComponent(term)}&page_size=36${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
}

describe('search ranking on the seed', () => {
  it.each(['date', 'seconds'])(
    "puts every product named after '%s' before those that only mention it",
    async (term) => {
      // The first page of 36 holds every named product and then the first mentions.
      const { items } = await search(term);
      const named = items.map((i) => new RegExp(term, 'i').test(i.name));
      const firstUnnamed = named.indexOf(false);
      // The seed has both kinds for these terms, so the order is really tested.
      expect(named.filter(Boolean).length).toBeGreaterThan(1);
      expect(firstUnnamed).toBeGreaterThan(0);
      expect(named.slice(firstUnnamed)).not.toContain(true);
    },
  );

  it('finds all seven chronographs, every one named so', async () => {
    const { items } = await search('chronograph');
    expect(items).toHaveLength(7);
    expect(items.every((i) => /chronograph/i.test(i.name))).toBe(true);
  });

  it('understands a word prefix as the shopper types it', async () => {
    const full = await search('chronograph');
    const prefix = await search('chrono');
    expect(prefix.items.map((i) => i.sku)).toEqual(expect.arrayContaining(full.items.map((i) => i.sku)));
  });

  it('matches a collection name, ranking the collection above mere mentions', async () => {
    const { items } = await search('heritage');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.collection?.name).toBe('Heritage');
  });

  it('finds the configurable watch from a variation SKU typed in full', async () => {
    const { items } = await search('MA-HER-CHR-01-SIL-42');
    expect(items[0]!.sku).toBe('MA-HER-CHR-01');
  });

  it('needs every word to match: an unrelated second word narrows to nothing', async () => {
    expect((await search('chronograph zzzzqx')).total_count).toBe(0);
  });

  it('sorting by price overrides relevance and keeps the same results', async () => {
    const relevance = await search('chronograph');
    const byPrice = await search('chronograph', '&sort=price&dir=asc');
    expect(byPrice.items.map((i) => i.sku).sort()).toEqual(relevance.items.map((i) => i.sku).sort());
    const prices = byPrice.items.map((i) => i.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('offers the same layered filters as categories, with counts of the matches', async () => {
    const { filters, total_count } = await search('chronograph');
    const codes = filters.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['colour', 'price']));
    for (const filter of filters) {
      if (filter.type !== 'checkbox') continue;
      for (const option of filter.options) expect(option.count).toBeLessThanOrEqual(total_count);
    }
  });
});
