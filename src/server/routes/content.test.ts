import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Schemas = components['schemas'];
type Home = Schemas['HomeContent'];
type Page = Schemas['ContentPage'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
const home = async (store: string) => {
  const res = await get(`/rest/${store}/V1/caseback-content/home`);
  expect(res.statusCode).toBe(200);
  return res.json() as Home;
};
const blockOf = <T extends Home['blocks'][number]['type']>(body: Home, type: T, nth = 0) =>
  body.blocks.filter((b) => b.type === type)[nth] as Extract<Home['blocks'][number], { type: T }>;

describe('home content', () => {
  it('gives the store’s blocks in order: slider, carousel, note, stories, carousel, mall links', async () => {
    const body = await home('en-int');
    expect(body.store_code).toBe('en-int');
    expect(body.blocks.map((b) => `${b.type}:${b.id}`)).toEqual([
      'content_slider:home-hero',
      'product_carousel:selected-watches',
      'text:house-note',
      'stories:stories',
      'product_carousel:grand-complications',
      'mall_links:marketplaces',
    ]);
  });

  it('configures the content slider as spec 9 says (300 ms) with a mobile slide count', async () => {
    const slider = blockOf(await home('en-int'), 'content_slider');
    expect(slider.settings).toMatchObject({ speed: 300, mobile_slides_to_show: 1 });
    expect(slider.slides).toHaveLength(3);
    expect(slider.slides[0]).toMatchObject({
      title: 'Swiss watchmakers since 1887',
      image: { url: '/media/hero/1.svg', width: 1600, height: 700 },
      button: { label: 'Discover the watches', url: '/en-int/watches' },
    });
  });

  it('resolves carousel SKUs to list items in the editor’s order, sold-out watches included', async () => {
    const carousel = blockOf(await home('en-int'), 'product_carousel');
    expect(carousel.products.map((p) => p.sku)).toEqual([
      'MA-HER-CHR-01',
      'MA-NAV-DIV-01',
      'MA-LUM-MPH-02',
      'MA-ATE-TOU-01',
      'MA-HOR-GMT-02',
      'MA-MER-CHR-03',
      'MA-HER-MPH-04',
      'MA-NAV-GMT-03',
    ]);
    const tourbillon = carousel.products.find((p) => p.sku === 'MA-ATE-TOU-01')!;
    expect(tourbillon.is_saleable).toBe(false);
    expect(carousel.products[0]!.price).toEqual({ currency: 'EUR', amount: 645000, rrp: null });
    expect(carousel.button).toEqual({ label: 'View all watches', url: '/en-int/watches' });
  });

  it('lists stories (page_id, title, url) and mall links of the store', async () => {
    const body = await home('en-int');
    const stories = blockOf(body, 'stories').stories;
    expect(stories.map((s) => s.url)).toEqual([
      '/en-int/stories/the-making-of-a-dial',
      '/en-int/stories/ninety-days-of-regulation',
      '/en-int/stories/the-drawings-of-1887',
      '/en-int/stories/a-navigator-at-sea',
    ]);
    expect(stories[0]).toMatchObject({ title: 'The making of a dial', page_id: expect.any(Number) });
    const links = blockOf(body, 'mall_links').links;
    expect(links.map((l) => l.marketplace)).toEqual(['Lumen Mall', 'Galerie Nord']);
    for (const link of links) expect(new URL(link.url).hostname).toMatch(/\.example$/);
  });

  it('speaks the store’s language and currency in Japan, with the same page ids', async () => {
    const [intl, japan] = [await home('en-int'), await home('ja-jp')];
    expect(blockOf(japan, 'content_slider').slides[0]!.title).toBe('1887年創業のスイス時計工房');
    expect(blockOf(japan, 'product_carousel').products[0]!.price.currency).toBe('JPY');
    const japaneseStories = blockOf(japan, 'stories').stories;
    expect(japaneseStories[0]!.url).toBe('/ja-jp/stories/the-making-of-a-dial');
    expect(japaneseStories.map((s) => s.page_id)).toEqual(
      blockOf(intl, 'stories').stories.map((s) => s.page_id),
    );
    expect(blockOf(japan, 'mall_links').links.map((l) => l.id)).toEqual(['sakura-mall', 'kumo-ichiba']);
  });

  it('answers 404 for an unknown store and 400 for a malformed store code', async () => {
    const unknown = await get('/rest/zz-zz/V1/caseback-content/home');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'store_not_found' });
    const malformed = await get('/rest/EN_INT/V1/caseback-content/home');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', field: 'path.store_code' });
  });
});

describe('content pages (stories)', () => {
  it('gives a story with its sections, related watches and three other stories', async () => {
    const res = await get('/rest/en-int/V1/caseback-content/pages/the-making-of-a-dial');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page).toMatchObject({
      identifier: 'the-making-of-a-dial',
      url: '/en-int/stories/the-making-of-a-dial',
      title: 'The making of a dial',
      meta_title: 'The making of a dial | Maison Aurèle',
      published_on: '2026-09-14',
      image: { url: '/media/stories/guilloche.svg', width: 1200, height: 800 },
    });
    expect(page.sections.map((s) => s.type)).toContain('quote');
    expect(page.related_products.map((p) => p.sku)).toEqual([
      'MA-HER-CHR-01',
      'MA-HER-MPH-04',
      'MA-HER-SSC-03',
    ]);
    expect(page.more_stories.map((s) => s.title)).toEqual([
      'Ninety days of regulation',
      'The drawings of 1887',
      'A Navigator at sea',
    ]);
  });

  it('translates the story’s title for French stores', async () => {
    const page = (await get('/rest/fr-fr/V1/caseback-content/pages/the-making-of-a-dial')).json() as Page;
    expect(page.title).toBe('La naissance d’un cadran');
    expect(page.related_products[0]!.price.currency).toBe('EUR');
  });

  it('answers 404 for an unknown story and 400 for a malformed identifier', async () => {
    const unknown = await get('/rest/en-int/V1/caseback-content/pages/no-such-story');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const malformed = await get('/rest/en-int/V1/caseback-content/pages/Not_A_Story');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', field: 'path.identifier' });
  });

  it('serves the stories’ generated pictures, and 404 for an unknown one', async () => {
    const res = await t.app.inject({ url: '/media/stories/guilloche.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('viewBox="0 0 1200 800"');
    expect((await t.app.inject({ url: '/media/stories/nope.svg' })).statusCode).toBe(404);
  });
});
