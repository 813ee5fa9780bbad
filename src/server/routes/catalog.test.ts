import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Listing = components['schemas']['ProductListing'];
type Tree = components['schemas']['CategoryTree'];
type CheckboxFilter = components['schemas']['CheckboxFilter'];
type SliderFilter = components['schemas']['SliderFilter'];

let t: TestApp;
let watchesId: number;
let strapsId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tree = (await t.app.inject({ url: '/rest/en-int/V1/categories' })).json() as Tree;
  watchesId = tree.items.find((c) => c.url_path === 'watches')!.entity_id;
  strapsId = tree.items.find((c) => c.url_path === 'straps')!.entity_id;
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
};

describe('category tree', () => {
  it('gives the main menu: watches with one child per collection, straps as category_type 1', async () => {
    const tree = (await t.app.inject({ url: '/rest/en-int/V1/categories' })).json() as Tree;
    const watches = tree.items.find((c) => c.url_path === 'watches')!;
    expect(watches.full_url).toBe('/en-int/watches');
    expect(watches.children.length).toBeGreaterThanOrEqual(5);
    expect(watches.product_count).toBe(40);
    expect(tree.items.find((c) => c.url_path === 'straps')!.category_type).toBe(1);
  });
});

describe('category listing', () => {
  it('pages through 40 watches twelve at a time', async () => {
    const first = await list(`/rest/en-int/V1/categories/${watchesId}/products`);
    expect(first.total_count).toBe(40);
    expect(first.items).toHaveLength(12);
    expect(first.page).toEqual({ current: 1, size: 12, count: 4 });
    const last = await list(`/rest/en-int/V1/categories/${watchesId}/products?p=4`);
    expect(last.items).toHaveLength(4);
    const ids = new Set([...first.items, ...last.items].map((i) => i.id));
    expect(ids.size).toBe(16);
  });

  it('lists configurable watches with variations, prices in the store currency and stock', async () => {
    const { items } = await list(`/rest/en-int/V1/categories/${watchesId}/products?page_size=36`);
    for (const item of items) {
      expect(item.variations.length).toBeGreaterThanOrEqual(2);
      expect(new Set(item.variations.map((v) => v.colour?.id)).size).toBeGreaterThanOrEqual(2);
      expect(item.price.currency).toBe('EUR');
      expect(item.url).toBe(`/en-int/${item.url_key}.html`);
    }
    expect(items.some((i) => !i.is_saleable)).toBe(true);
    const yen = await list(`/rest/ja-jp/V1/categories/${watchesId}/products`);
    expect(yen.items[0]!.price.currency).toBe('JPY');
  });

  it('narrows by colour with counts, apply and remove URLs that keep the other parameters', async () => {
    const all = await list(`/rest/en-int/V1/categories/${watchesId}/products?sort=price`);
    const colour = all.filters.find((f) => f.code === 'colour') as CheckboxFilter;
    const option = colour.options[0]!;
    expect(option.apply_url).toBe(`/en-int/watches?colour=${option.value}&sort=price`);
    expect(option.remove_url).toBe('/en-int/watches?sort=price');
    const narrowed = await list(
      `/rest/en-int/V1/categories/${watchesId}/products?sort=price&colour=${option.value}`,
    );
    expect(narrowed.total_count).toBe(option.count);
    expect(narrowed.total_count).toBeLessThan(40);
    for (const item of narrowed.items) {
      expect(item.variations.some((v) => String(v.colour?.id) === option.value)).toBe(true);
    }
    const active = (narrowed.filters.find((f) => f.code === 'colour') as CheckboxFilter).options.find(
      (o) => o.value === option.value,
    )!;
    expect(active.active).toBe(true);
    expect(narrowed.active_filters[0]).toMatchObject({
      code: 'colour',
      remove_url: '/en-int/watches?sort=price',
    });
    expect(narrowed.reset_url).toBe('/en-int/watches');
  });

  it('filters by a price range in major units and reports the slider', async () => {
    const all = await list(`/rest/en-int/V1/categories/${watchesId}/products`);
    const slider = (all.filters.find((f) => f.type === 'slider') as SliderFilter).slider;
    expect(slider).toMatchObject({ requestVar: 'price', isPrice: true, step: 5 });
    const mid = Math.round((slider.min + slider.max) / 2);
    const cheap = await list(
      `/rest/en-int/V1/categories/${watchesId}/products?price=${slider.min}-${mid}&page_size=36`,
    );
    expect(cheap.total_count).toBeGreaterThan(0);
    expect(cheap.total_count).toBeLessThan(40);
    for (const item of cheap.items) expect(item.price.amount).toBeLessThanOrEqual(mid * 100);
    expect(cheap.active_filters.find((f) => f.code === 'price')?.value_label).toMatch(
      /^€[\d,]+\.00 - €[\d,]+\.00$/,
    );
  });

  it('sorts by price ascending and descending', async () => {
    const asc = await list(
      `/rest/en-int/V1/categories/${watchesId}/products?sort=price&dir=asc&page_size=36`,
    );
    const amounts = asc.items.map((i) => i.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await list(`/rest/en-int/V1/categories/${watchesId}/products?sort=price&dir=desc`);
    expect(desc.items[0]!.price.amount).toBeGreaterThanOrEqual(amounts[amounts.length - 1]!);
  });

  it('lists straps as category_type 1', async () => {
    const straps = await list(`/rest/en-int/V1/categories/${strapsId}/products`);
    expect(straps.total_count).toBe(30);
    expect(straps.items.every((i) => i.category_type === 1 && i.variations.length === 0)).toBe(true);
  });

  it('rejects bad filters and unknown categories in the error shape', async () => {
    const reversed = await t.app.inject({
      url: `/rest/en-int/V1/categories/${watchesId}/products?price=900-100`,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'query.price' });
    const word = await t.app.inject({ url: `/rest/en-int/V1/categories/${watchesId}/products?colour=red` });
    expect(word.json()).toMatchObject({ code: 'validation_failed', field: 'query.colour' });
    const missing = await t.app.inject({ url: '/rest/en-int/V1/categories/999999/products' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('product by URL key', () => {
  it('returns media, options and a variant per colour and size', async () => {
    const { items } = await list(`/rest/en-int/V1/categories/${watchesId}/products`);
    const res = await t.app.inject({ url: `/rest/en-int/V1/products/url-key/${items[0]!.url_key}` });
    expect(res.statusCode).toBe(200);
    const product = res.json() as components['schemas']['ProductDetail'];
    expect(product.type).toBe('configurable');
    expect(product.media_gallery.filter((m) => m.is_base)).toHaveLength(1);
    expect(product.configurable_options.map((o) => o.code)).toContain('colour');
    for (const variant of product.variants) expect(variant.attributes.colour).toEqual(expect.any(Number));
    expect(product.breadcrumbs[0]).toEqual({ name: 'Watches', url: '/en-int/watches' });
    expect(product.meta_title).toBe(`${product.name} | Maison Aurèle`);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/rest/en-int/V1/products/url-key/no-such-watch' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ url: '/rest/en-int/V1/products/url-key/Bad%20Key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'path.url_key' });
  });
});

describe('search', () => {
  it('ranks name matches and understands word prefixes', async () => {
    const { items } = await list(`/rest/en-int/V1/categories/${watchesId}/products?page_size=36`);
    const name = items[0]!.name;
    const word = name.split(' ').at(-1)!;
    const result = await list(`/rest/en-int/V1/search?q=${encodeURIComponent(word.slice(0, 5))}`);
    expect(result.search_term).toBe(word.slice(0, 5));
    expect(result.total_count).toBeGreaterThan(0);
    expect(result.sort.current).toBe('relevance');
    expect(result.reset_url).toBe(`/en-int/catalogsearch/result/?q=${encodeURIComponent(word.slice(0, 5))}`);
  });

  it('finds a watch by its SKU', async () => {
    const { items } = await list(`/rest/en-int/V1/categories/${watchesId}/products`);
    const result = await list(`/rest/en-int/V1/search?q=${encodeURIComponent(items[2]!.sku)}`);
    expect(result.items[0]!.sku).toBe(items[2]!.sku);
  });

  it('returns nothing, not an error, for punctuation only, and 400 for a blank term', async () => {
    expect((await list('/rest/en-int/V1/search?q=%21%21')).total_count).toBe(0);
    const blank = await t.app.inject({ url: '/rest/en-int/V1/search?q=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'query.q' });
  });
});
