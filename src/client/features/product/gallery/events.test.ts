import { galleryActionToEvents, galleryVideoPlayed } from './events';

describe('gallery analytics events', () => {
  test('a gallery video play is pushed with the product SKU, the provider and the title', () => {
    const action = galleryVideoPlayed({
      sku: 'MA-HER-CHR-01',
      provider: 'custom',
      title: 'Heritage Chronograph — on the wrist',
    });
    expect(galleryActionToEvents(action)).toEqual([
      {
        event: 'gallery_video_play',
        product_sku: 'MA-HER-CHR-01',
        video_provider: 'custom',
        video_title: 'Heritage Chronograph — on the wrist',
      },
    ]);
  });
});
