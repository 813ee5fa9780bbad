import { DEFAULT_STORE_CODE } from '../../../../config/stores';
import { parseStorePath } from '../../../common/store-page';
import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import { invalidateCatalogue } from '../catalog/catalog-cache';
import { StoreRegistry } from '../store/store-registry';
import { alternateLinksHtml, pageAlternates, type PageAlternatesOf } from './page-alternates';
import { SitemapCache } from './sitemaps';

const ORIGIN = 'https://shop.example';
const STORE_CODES = ['en-int', 'en-gb', 'en-us', 'de-ch', 'fr-ch', 'fr-fr', 'ja-jp'];
const HREFLANGS = ['en', 'en-GB', 'en-US', 'de-CH', 'fr-CH', 'fr-FR', 'ja-JP'];

/** The page's address in every store, then x-default: the international store's. */
const everywhere = (rest: string) => [
  ...HREFLANGS.map((hreflang, i) => ({ hreflang, href: `${ORIGIN}/${STORE_CODES[i]}/${rest}` })),
  { hreflang: 'x-default', href: `${ORIGIN}/en-int/${rest}` },
];

let db: Database;
let close: () => Promise<void>;
let registry: StoreRegistry;
let alternates: PageAlternatesOf;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  registry = await StoreRegistry.load(db, DEFAULT_STORE_CODE);
  alternates = pageAlternates(db, registry, ORIGIN);
});
afterAll(() => close());

/** The alternates of a path as the server reads it (`/{store}/{rest}`). */
const of = (path: string) => {
  const parsed = parseStorePath(path);
  if (!parsed) throw new Error(`not a store path: ${path}`);
  return alternates(parsed.storeCode, parsed.page);
};

describe("a page's alternates", () => {
  test.each([
    ['the home page', '/fr-ch/', ''],
    ['a product', '/ja-jp/heritage-chronograph-40.html', 'heritage-chronograph-40.html'],
    [
      'a product under its category path',
      '/de-ch/watches/heritage/heritage-chronograph-40.html',
      'heritage-chronograph-40.html',
    ],
    ['a category', '/en-gb/watches/heritage/', 'watches/heritage'],
    ['a story', '/fr-fr/stories/the-making-of-a-dial', 'stories/the-making-of-a-dial'],
    ['the store locator', '/en-us/StoreLocator', 'storelocator'],
    ['a boutique', '/en-int/storelocator/tokyo-ginza', 'storelocator/tokyo-ginza'],
  ])('%s: every store that shows it, then x-default', async (_name, path, rest) => {
    expect(await of(path)).toEqual(everywhere(rest));
  });

  test.each([
    ['an unknown store', '/xx-yy/heritage-chronograph-40.html'],
    ['an unknown product', '/en-int/no-such-watch.html'],
    ['an unknown category', '/en-int/watches/no-such-collection'],
    ['a page robots.txt closes', '/en-int/checkout/cart'],
    ['search results', '/en-int/catalogsearch/result/?q=steel'],
    ['a fixed page no sitemap lists', '/en-int/catalog/product_compare'],
    ['a server route', '/en-int/checkout/cart/add'],
  ])('none for %s', async (_name, path) => {
    expect(await of(path)).toEqual([]);
  });

  test('are the alternates the sitemaps give the same page', async () => {
    const xml = (await new SitemapCache(db, registry, ORIGIN).files()).stores.get('fr-ch') ?? '';
    const entry = /<url><loc>https:\/\/shop\.example\/fr-ch\/watches<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? '';
    const inSitemap = [...entry.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, hreflang, href]) => ({
      hreflang,
      href,
    }));
    expect(inSitemap).toEqual(everywhere('watches'));
    expect(await of('/fr-ch/watches')).toEqual(inSitemap);
  });

  test('only across the stores that sell the product, without x-default where the default store does not', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into product (sku, type, url_key, name) values ('MA-TEST-CHF', 'simple', 'swiss-only-watch', 'Swiss only')
       returning id`,
    );
    await db.query(
      "insert into product_price (product_id, currency_code, amount) values ($1, 'CHF', 100000)",
      [rows[0]!.id],
    );
    // Kept until the catalogue changes, as the sitemaps are.
    expect(await of('/de-ch/swiss-only-watch.html')).toEqual([]);
    await invalidateCatalogue(db);

    const swiss = [
      { hreflang: 'de-CH', href: `${ORIGIN}/de-ch/swiss-only-watch.html` },
      { hreflang: 'fr-CH', href: `${ORIGIN}/fr-ch/swiss-only-watch.html` },
    ];
    expect(await of('/de-ch/swiss-only-watch.html')).toEqual(swiss);
    expect(await of('/fr-ch/swiss-only-watch.html')).toEqual(swiss);
    // A store that does not sell it: a list without the page itself would be no alternate set at all.
    expect(await of('/en-int/swiss-only-watch.html')).toEqual([]);
  });

  test('a story one store shows has none; one shown by two has both and no x-default', async () => {
    const page = await db.query<{ id: number }>(
      `insert into content_page (identifier, image_url, image_width, image_height, published_on)
       values ('swiss-story', '/media/stories/wrist.svg', 1600, 900, '2026-10-02') returning id`,
    );
    const showIn = (code: string) =>
      db.query(
        `insert into content_page_store (page_id, store_id, title, meta_title, meta_description, content_heading,
                                         excerpt, image_alt)
         select $1, id, 't', 't', 'd', 'h', 'e', 'a' from store where code = $2`,
        [page.rows[0]!.id, code],
      );
    await showIn('de-ch');
    await invalidateCatalogue(db);
    expect(await of('/de-ch/stories/swiss-story')).toEqual([]);
    await showIn('fr-ch');
    await invalidateCatalogue(db);
    expect(await of('/fr-ch/stories/swiss-story')).toEqual([
      { hreflang: 'de-CH', href: `${ORIGIN}/de-ch/stories/swiss-story` },
      { hreflang: 'fr-CH', href: `${ORIGIN}/fr-ch/stories/swiss-story` },
    ]);
  });
});

describe('alternateLinksHtml', () => {
  test('one link a line, every attribute value escaped', () => {
    expect(
      alternateLinksHtml([
        { hreflang: 'fr-CH', href: 'https://shop.example/fr-ch/watches?a=1&b="2"' },
        { hreflang: 'x-default', href: "https://shop.example/en-int/<it's>" },
      ]),
    ).toBe(
      '<link rel="alternate" hreflang="fr-CH" href="https://shop.example/fr-ch/watches?a=1&amp;b=&quot;2&quot;">\n' +
        '<link rel="alternate" hreflang="x-default" href="https://shop.example/en-int/&lt;it&#39;s&gt;">',
    );
    expect(alternateLinksHtml([])).toBe('');
  });
});
