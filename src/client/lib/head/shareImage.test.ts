import { shareImageOf } from './shareImage';

describe('the picture a link preview shows', () => {
  test('a product picture becomes its PNG rendition; other pictures and no picture stay as they are', () => {
    expect(shareImageOf('/media/catalog/product/MA-HER-CHR-01-BLU-40/front.svg')).toBe(
      '/media/share/product/MA-HER-CHR-01-BLU-40/front.png',
    );
    expect(shareImageOf('/media/hero/1.svg')).toBe('/media/hero/1.svg');
    expect(shareImageOf(null)).toBeNull();
  });
});
