import {
  alternatesOf,
  BRAND,
  expectSocial,
  fetchPage,
  mainText,
  ofType,
  page,
  publicOrigin,
  richResultErrors,
} from './server-html';

// Issue 14: the shop's other public pages (a story, the store locator, a boutique, the newsletter form), the
// not-found page and what a client's Accept gets, as fetched without JavaScript: one plain request, no script
// run (see server-rendering.e2e.ts for the catalogue's pages).
jest.setTimeout(60_000);

let origin: string;
beforeAll(async () => {
  origin = await publicOrigin();
});

describe('public pages fetched without JavaScript', () => {
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
    expect(head.alternates).toEqual(alternatesOf(origin, 'stories/the-making-of-a-dial'));
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
    expect(head.alternates).toEqual(alternatesOf(origin, 'storelocator'));
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
    expect(head.alternates).toEqual(alternatesOf(origin, 'storelocator/geneva'));
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
    const html = await fetchPage('/en-int/heritage-chronograph-40.html', '*/*');
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

describe("the first view's largest picture, in the server's HTML (issue 18)", () => {
  // The browser's preload scanner finds it in the first bytes, before any script: sized (no shift when it
  // arrives), asked for first (fetchpriority high) and never left for later (not lazy).
  it.each([
    ['home: the first hero slide', '/en-int/', 'main .content-slider .slick-active img'],
    ['product: the gallery picture', '/en-int/heritage-chronograph-40.html', 'main img.gallery__main'],
    ['category: the first watch', '/en-int/watches', 'main .product-card img'],
  ])('%s', async (_name, path, selector) => {
    const { document } = await fetchPage(path);
    const image = document.querySelector(selector);
    expect(image).not.toBeNull();
    const attribute = (name: string) => image!.getAttribute(name);
    expect({
      width: Number(attribute('width')) > 0,
      height: Number(attribute('height')) > 0,
      fetchpriority: attribute('fetchpriority'),
      lazy: attribute('loading') === 'lazy',
    }).toEqual({ width: true, height: true, fetchpriority: 'high', lazy: false });
  });
});
