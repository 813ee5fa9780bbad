import type { MediaView, ProductImageRow } from '../../src/server/media';

/** One custom gallery film: which product picture it moves, and for how long. */
export interface Film {
  /** File name without extension, as the seed's video URLs use it (`/media/video/{name}.mp4`). */
  name: string;
  picture: Omit<ProductImageRow, 'category_type'>;
  view: MediaView;
  seconds: number;
}

/** The films the seed refers to (src/server/db/seed/media.ts `PRODUCT_VIDEOS` and features). */
export const FILMS: readonly Film[] = [
  {
    name: 'heritage-chronograph',
    picture: {
      sku: 'MA-HER-CHR-01-BLU-40',
      name: 'Heritage Chronograph',
      swatch: '#1d2a4a',
      material_label: 'Stainless steel',
      case_size_label: '40 mm',
    },
    view: 'front',
    seconds: 6,
  },
  {
    name: 'navigator-diver-300',
    picture: {
      sku: 'MA-NAV-DIV-01-BLK-42',
      name: 'Navigator Diver 300',
      swatch: '#161617',
      material_label: 'Stainless steel',
      case_size_label: '42 mm',
    },
    view: 'front',
    seconds: 6,
  },
];
