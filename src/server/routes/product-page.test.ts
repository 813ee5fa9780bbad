import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type ProductDetail = components['schemas']['ProductDetail'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const product = async (urlKey: string, store = 'en-int') => {
  const res = await t.app.inject({ url: `/rest/${store}/V1/products/url-key/${urlKey}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductDetail;
};

describe('product page media, features and variations', () => {
  it('lists the chronograph’s films after its pictures, with titles, loop and posters', async () => {
    const { media_gallery: media } = await product('heritage-chronograph-40');
    expect(media.map((m) => m.media_type)).toEqual([
      'image',
      'image',
      'image',
      'external-video',
      'external-video',
      'external-video',
      'external-video',
    ]);
    const films = media.filter((m) => m.media_type === 'external-video');
    expect(films.map((m) => m.video_url)).toEqual([
      'https://vimeo.com/76979871',
      '/media/video/heritage-chronograph.mp4',
      'https://www.youtube.com/shorts/Mx3cH8wQ2aE',
      'https://www.youtube.com/watch?v=Mx3cH8wQ2aF',
    ]);
    const mp4 = films[1]!;
    expect(mp4).toMatchObject({
      url: '/media/video/heritage-chronograph.jpg',
      video_title: null,
      video_title_default: 'Heritage Chronograph — on the wrist',
      video_loop: true,
      use_youtube_nocookie: true,
    });
    expect(films[0]).toMatchObject({
      video_loop: false,
      video_title: 'The Heritage Chronograph, in the workshop',
    });
  });

  it('gives three parallax sections, the last a film on the chronograph', async () => {
    const { features } = await product('heritage-chronograph-40');
    expect(features?.map((f) => f.title)).toEqual(['The movement', 'The case', 'The dial']);
    expect(features?.[0]?.image.url).toBe('/media/catalog/product/MA-HER-CHR-01-BLU-40/back.svg');
    expect(features?.[2]).toMatchObject({
      video_url: '/media/video/heritage-chronograph.mp4',
      image: { url: '/media/video/heritage-chronograph.jpg', width: 480, height: 480 },
    });
    expect(features?.[1]?.text).toContain('40 mm or 42 mm');
  });

  it('carries the chronograph family, itself first, with material filters and a collection link', async () => {
    const detail = await product('heritage-chronograph-40');
    const variations = detail.variations!;
    expect(variations.product_id).toBe(detail.id);
    expect(variations.variations[0]).toMatchObject({ product_id: detail.id, sku: 'MA-HER-CHR-01' });
    const names = variations.variations.map((v) => v.name);
    expect(names).toHaveLength(8);
    expect(names).toEqual(expect.arrayContaining(['Navigator Chronograph', 'Meridian Flyback']));
    expect(variations.variations[0]!.price).toEqual({ currency: 'EUR', amount: 645000, rrp: null });

    const ids = variations.variations.map((v) => v.product_id);
    const filters = variations.variation_filters;
    const steel = filters.find((f) => f.filter_id === 'material-stainless-steel')!;
    expect(steel).toMatchObject({ label: 'Stainless steel', url: null });
    expect(steel.product_ids).toContain(detail.id);
    // Every card falls in exactly one material filter.
    const materialIds = filters.filter((f) => f.url === null).flatMap((f) => f.product_ids);
    expect([...materialIds].sort()).toEqual([...ids].sort());
    expect(filters.at(-1)).toEqual({
      filter_id: 'collection-heritage',
      label: 'The Heritage collection',
      url: '/en-int/watches/heritage',
      product_ids: [detail.id],
    });
    expect(variations.is_filter_enabled).toBe(true);
    expect(variations.active_filter).toBeNull();
  });

  it('prices the carousel in the store’s currency and links within the store', async () => {
    const { variations } = await product('heritage-chronograph-40', 'ja-jp');
    expect(variations!.variations[0]!.price.currency).toBe('JPY');
    expect(variations!.variations.every((v) => v.url.startsWith('/ja-jp/'))).toBe(true);
  });

  it('leaves the carousel out for a watch alone in its family', async () => {
    // The tourbillon and the perpetual calendar share a family; a strap has none.
    const strap = await t.db.query<{ url_key: string }>(
      'select url_key from product where category_type = 1 and parent_id is null order by id limit 1',
    );
    const detail = await product(strap.rows[0]!.url_key);
    expect(detail.variations).toBeUndefined();
    expect(detail.features).toEqual([]);
  });
});
