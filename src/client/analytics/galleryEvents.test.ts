import { galleryVideoPlayed } from '../lib/gallery-events';
import { mapActionToEvents } from './mapActionToEvents';

describe('gallery analytics events (through the one action -> events map)', () => {
  test('a gallery video play is pushed with the product SKU, the provider and the title', () => {
    const action = galleryVideoPlayed({
      sku: 'MA-HER-CHR-01',
      provider: 'custom',
      title: 'Heritage Chronograph — on the wrist',
    });
    expect(mapActionToEvents(action)).toEqual([
      {
        event: 'gallery_video_play',
        product_sku: 'MA-HER-CHR-01',
        video_provider: 'custom',
        video_title: 'Heritage Chronograph — on the wrist',
      },
    ]);
  });
});
