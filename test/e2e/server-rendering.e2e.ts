import {
  fetchPage,
  headFacts,
  mainText,
  ofType,
  publicOrigin,
  richResultErrors,
  serverState,
  type FetchedPage,
  type HeadFacts,
} from './server-html';

// Issue 14: every public page as a crawler, a link preview or a shopper without JavaScript gets it from the
// server, one plain request and no script run: its status, its head (title, description, canonical, robots,
// Open Graph and Twitter cards, hreflang alternates, JSON-LD valid for rich results) and its main content in
// place. Facts of the seeded catalogue (src/server/db/seed/README.md) and the pages' own messages.
jest.setTimeout(60_000);

const BRAND = 'Maison Aurèle';
const PRODUCT = 'heritage-chronograph-40.html';
/** The stores' hreflang (config/stores.ts): International is the plain language and the x-default. */
const STORES = [
  ['en', 'en-int'],
  ['en-GB', 'en-gb'],
  ['en-US', 'en-us'],
  ['de-CH', 'de-ch'],
  ['fr-CH', 'fr-ch'],
  ['fr-FR', 'fr-fr'],
  ['ja-JP', 'ja-jp'],
] as const;

let origin: string;
beforeAll(async () => {
  origin = await publicOrigin();
});

/** Each store's copy of a page (`rest` below the store code), then the x-default: International's. */
const alternatesOf = (rest: string): [string, string][] => [
  ...STORES.map(([hreflang, code]): [string, string] => [hreflang, `${origin}/${code}/${rest}`]),
  ['x-default', `${origin}/en-int/${rest}`],
];

async function page(path: string): Promise<FetchedPage & { head: HeadFacts }> {
  const fetched = await fetchPage(path);
  return { ...fetched, head: headFacts(fetched.document) };
}

/** The head a shared link reads: the same title and description as the page, and its canonical address. */
function expectSocial(head: HeadFacts, type: 'website' | 'product', image: string | null) {
  expect(head.social).toEqual({
    'og:type': type,
    'og:site_name': BRAND,
    'og:title': head.title,
    'og:description': head.description,
    ...(head.canonical ? { 'og:url': head.canonical } : {}),
    ...(image ? { 'og:image': image, 'twitter:image': image } : {}),
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': head.title,
    'twitter:description': head.description,
  });
}

const crumbNames = (head: HeadFacts) =>
  (ofType(head, 'BreadcrumbList')[0]?.itemListElement as { name: string }[] | undefined)?.map((c) => c.name);

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
    expect(head.alternates).toEqual(alternatesOf(''));
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
    expect(head.alternates).toEqual(alternatesOf('watches'));
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
    expect(head.alternates).toEqual(alternatesOf(PRODUCT));
    expectSocial(head, 'product', `${origin}/media/catalog/product/MA-HER-CHR-01-BLU-40/front.svg`);
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
      expect(head.alternates).toEqual(alternatesOf(PRODUCT));
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

  it('a story linked from the home page', async () => {
    const home = (await fetchPage('/en-int/')).document;
    const link = [...home.querySelectorAll('main a[href^="/en-int/stories/"]')].find(
      (a) => a.getAttribute('href') === '/en-int/stories/the-making-of-a-dial',
    );
    expect(link).toBeDefined();
    const { status, head, document } = await page('/en-int/stories/the-making-of-a-dial');
    expect(status).toBe(200);
    expect(head.title).toBe(`The making of a dial | ${BRAND}`);
    expect(head.description).toBe(
      'Forty-two steps between a blank disc of brass and the dial of a Heritage.',
    );
    expect(head.canonical).toBe(`${origin}/en-int/stories/the-making-of-a-dial`);
    expect(head.alternates).toEqual(alternatesOf('stories/the-making-of-a-dial'));
    expectSocial(head, 'website', null);
    expect(mainText(document, 'h1')).toBe('The making of a dial');
  });

  it('the store locator: its boutiques listed', async () => {
    const { status, head, document } = await page('/en-int/storelocator');
    expect(status).toBe(200);
    expect(head.title).toBe(`Store locator | ${BRAND}`);
    expect(head.description).toBe(
      `Find a ${BRAND} boutique by city or country: addresses, opening hours and the pieces each holds.`,
    );
    expect(head.canonical).toBe(`${origin}/en-int/storelocator`);
    expect(head.alternates).toEqual(alternatesOf('storelocator'));
    expect(mainText(document, 'h1')).toBe('Find a boutique');
    expect(document.querySelectorAll('main ol[aria-label="Boutiques"] > li')).toHaveLength(12);
  });

  it('a boutique: Store with its address and opening hours', async () => {
    const { status, head, document } = await page('/en-int/storelocator/geneva');
    expect(status).toBe(200);
    expect(head.title).toBe(`${BRAND} Geneva | ${BRAND}`);
    expect(head.description).toBe(
      `${BRAND} Geneva, Rue du Rhône 62, 1204 Geneva: opening hours, telephone and the pieces held in the boutique.`,
    );
    expect(head.canonical).toBe(`${origin}/en-int/storelocator/geneva`);
    expect(head.alternates).toEqual(alternatesOf('storelocator/geneva'));
    const [store] = ofType(head, 'Store');
    expect(store).toMatchObject({
      name: `${BRAND} Geneva`,
      url: `${origin}/en-int/storelocator/geneva`,
      telephone: '+41 22 310 18 87',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue du Rhône 62',
        postalCode: '1204',
        addressLocality: 'Geneva',
        addressCountry: 'CH',
      },
    });
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(store?.openingHoursSpecification).toEqual(
      days.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: '10:00',
        closes: day === 'Saturday' ? '17:00' : '18:30',
      })),
    );
    expect(await richResultErrors(head)).toEqual([]);
    expect(mainText(document, 'h1')).toBe(`${BRAND} Geneva`);
  });

  it('the newsletter subscribe page', async () => {
    const { status, head, document } = await page('/en-int/newsletter/subscribe');
    expect(status).toBe(200);
    expect(head.title).toBe(`Newsletter | ${BRAND}`);
    expect(head.description).toBe(
      `Receive the ${BRAND} newsletter: new collections, boutique events and stories from the workshop.`,
    );
    expect(mainText(document, 'h1')).toBe('Stay in touch with the maison');
  });

  it('an unknown product: 404 with the not-found page, nothing for search engines', async () => {
    const { status, contentType, head, document } = await page('/en-int/no-such-watch.html');
    expect([status, contentType]).toEqual([404, 'text/html; charset=utf-8']);
    expect(head.title).toBe(`Page not found | ${BRAND}`);
    expect(head.description).toBe(`This page of ${BRAND} does not exist.`);
    expect([head.canonical, head.alternates, head.jsonLd]).toEqual([null, [], []]);
    expect(mainText(document, 'h1')).toBe('Page not found');
  });
});

describe('what a client asks for', () => {
  it("curl's default Accept (*/*) gets the page; a JSON-only client keeps the JSON 404", async () => {
    const html = await fetchPage(`/en-int/${PRODUCT}`, '*/*');
    expect([html.status, html.contentType]).toEqual([200, 'text/html; charset=utf-8']);
    expect(mainText(html.document, 'h1')).toBe('Heritage Chronograph');

    const json = await fetchPage('/en-int/no-such-page', 'application/json');
    expect([json.status, json.contentType]).toEqual([404, 'application/json; charset=utf-8']);
    expect(JSON.parse(json.html)).toEqual({
      code: 'not_found',
      message: 'No route for GET /en-int/no-such-page.',
    });
  });
});
