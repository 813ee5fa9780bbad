import {
  alternatesOf,
  BRAND,
  crumbNames,
  expectSocial,
  fetchPage,
  mainText,
  ofType,
  page,
  publicOrigin,
  richResultErrors,
  serverState,
} from './server-html';

// Issue 14: the catalogue's pages as a crawler, a link preview or a shopper without JavaScript gets them from the
// server, one plain request and no script run: status, head (title, description, canonical, robots, Open Graph
// and Twitter cards, hreflang alternates, JSON-LD valid for rich results and right by value) and the main
// content in place. Facts of the seeded catalogue (src/server/db/seed/README.md) and the pages' own messages.
// The content pages, the not-found page and content negotiation: server-rendering-content.e2e.ts.
jest.setTimeout(60_000);

const PRODUCT = 'heritage-chronograph-40.html';

let origin: string;
beforeAll(async () => {
  origin = await publicOrigin();
});

describe('public pages fetched without JavaScript', () => {
  it('home: title, canonical, hreflang, Organization and WebSite with its search', async () => {
    const { status, contentType, head, document } = await page('/en-int/');
    expect([status, contentType]).toEqual([200, 'text/html; charset=utf-8']);
    expect(head.lang).toBe('en');
    expect(head.title).toBe(`${BRAND} | Swiss watchmakers since 1887`);
    expect(head.description).toBe(
      `${BRAND}, swiss watchmakers since 1887: discover our mechanical watches and their collections.`,
    );
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${origin}/en-int/`);
    expect(head.alternates).toEqual(alternatesOf(origin, ''));
    expectSocial(head, 'website', null);
    expect(ofType(head, 'Organization')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: BRAND,
        url: `${origin}/en-int/`,
        logo: `${origin}/media/brand/logo.svg`,
      },
    ]);
    const [site] = ofType(head, 'WebSite');
    expect(site?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/en-int/catalogsearch/result/?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    });
    expect(await richResultErrors(head)).toEqual([]);
    expect(mainText(document, 'h1')).toBe('Swiss watchmakers since 1887');
  });

  it('category: its products listed, canonical to itself, breadcrumbs', async () => {
    const { status, head, document } = await page('/en-int/watches');
    expect(status).toBe(200);
    expect(head.title).toBe(`Watches | ${BRAND}`);
    expect(head.description).toBe(`Watches by ${BRAND}: 40 products.`);
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${origin}/en-int/watches`);
    expect(head.alternates).toEqual(alternatesOf(origin, 'watches'));
    expectSocial(head, 'website', null);
    expect(crumbNames(head)).toEqual(['Home', 'Watches']);
    expect(await richResultErrors(head)).toEqual([]);
    expect(mainText(document, 'h1')).toBe('Watches');
    const cards = [...document.querySelectorAll('main article h3')].map((h) => h.textContent);
    expect(cards).toHaveLength(12);
    expect(cards.slice(0, 3)).toEqual([
      'Heritage Chronograph',
      'Heritage Automatic',
      'Heritage Small Seconds',
    ]);
  });

  it('a filtered category: noindex, follow and canonical to the plain category', async () => {
    // The filter's own link, as the listing's state gives it (the colour's option id is the catalogue's).
    const listing = Object.entries(serverState((await fetchPage('/en-int/watches')).document)).find(([key]) =>
      key.startsWith('listCategoryProducts('),
    )?.[1].data as { filters: { code: string; options: { label: string; apply_url: string }[] }[] };
    const blue = listing.filters
      .find((filter) => filter.code === 'colour')
      ?.options.find((option) => option.label === 'Midnight blue');
    expect(blue?.apply_url).toMatch(/^\/en-int\/watches\?colour=\d+$/);

    const { status, head, document } = await page(blue!.apply_url);
    expect(status).toBe(200);
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe(`${origin}/en-int/watches`);
    expect(head.social['og:url']).toBe(`${origin}/en-int/watches`);
    expect(head.title).toBe(`Watches | ${BRAND}`);
    expect(mainText(document, '.listing__count')).toBe('20 products');
    expect(document.querySelectorAll('main article')).toHaveLength(12);
  });

  it('search results: noindex, follow, no alternates', async () => {
    const { status, head, document } = await page('/en-int/catalogsearch/result/?q=chronograph');
    expect(status).toBe(200);
    expect(head.title).toBe(`Search results for 'chronograph' | ${BRAND}`);
    expect(head.description).toBe(`Search the ${BRAND} catalogue of watches and straps.`);
    expect(head.robots).toBe('noindex, follow');
    expect(head.alternates).toEqual([]);
    expect(mainText(document, 'h1')).toBe("Search results for 'chronograph'");
    expect(document.querySelectorAll('main article')).toHaveLength(7);
  });

  it('product: Product with one offer a variant, breadcrumbs, the price on the page', async () => {
    const { status, head, document } = await page(`/en-int/${PRODUCT}`);
    expect(status).toBe(200);
    expect(head.title).toBe(`Heritage Chronograph | ${BRAND}`);
    expect(head.canonical).toBe(`${origin}/en-int/${PRODUCT}`);
    expect(head.alternates).toEqual(alternatesOf(origin, PRODUCT));
    // The link preview is the PNG rendition (social networks show no SVG); it must be served.
    const preview = `${origin}/media/share/product/MA-HER-CHR-01-BLU-40/front.png`;
    expectSocial(head, 'product', preview);
    const picture = await fetch(preview);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(crumbNames(head)).toEqual(['Home', 'Watches', 'Heritage', 'Heritage Chronograph']);
    const [product] = ofType(head, 'Product');
    expect(product).toMatchObject({
      name: 'Heritage Chronograph',
      sku: 'MA-HER-CHR-01',
      url: `${origin}/en-int/${PRODUCT}`,
      brand: { '@type': 'Brand', name: BRAND },
    });
    expect(product?.offers).toEqual(
      [
        ['MA-HER-CHR-01-BLU-40', 6450, 71],
        ['MA-HER-CHR-01-SIL-40', 6450, 72],
        ['MA-HER-CHR-01-BLU-42', 6700, 73],
        ['MA-HER-CHR-01-SIL-42', 6700, 74],
      ].map(([sku, price, variant]) => ({
        '@type': 'Offer',
        url: `${origin}/en-int/${PRODUCT}?variant=${variant}`,
        sku,
        price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      })),
    );
    expect(await richResultErrors(head)).toEqual([]);
    expect(mainText(document, 'h1')).toBe('Heritage Chronograph');
    expect(mainText(document, '.product__price')).toBe('€6,450.00');
  });

  it.each([
    ['fr-ch', 'fr', 'CHF', [6150, 6350], ['Accueil', 'Montres'], '6 150.00 CHF'],
    ['ja-jp', 'ja', 'JPY', [1050000, 1090000], ['ホーム', 'ウォッチ'], '￥1,050,000'],
  ] as const)(
    'the same product in %s: its language, currency and own canonical',
    async (code, lang, currency, prices, crumbs, shown) => {
      const { status, head, document } = await page(`/${code}/${PRODUCT}`);
      expect(status).toBe(200);
      expect(head.lang).toBe(lang);
      expect(head.title).toBe(`Heritage Chronograph | ${BRAND}`);
      expect(head.canonical).toBe(`${origin}/${code}/${PRODUCT}`);
      expect(head.alternates).toEqual(alternatesOf(origin, PRODUCT));
      expect(crumbNames(head)).toEqual([...crumbs, 'Heritage', 'Heritage Chronograph']);
      const offers = ofType(head, 'Product')[0]?.offers as { price: number; priceCurrency: string }[];
      expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual(
        [prices[0], prices[0], prices[1], prices[1]].map((price) => [price, currency]),
      );
      expect(await richResultErrors(head)).toEqual([]);
      expect(mainText(document, 'h1')).toBe('Heritage Chronograph');
      expect(mainText(document, '.product__price')).toBe(shown);
    },
  );
});
