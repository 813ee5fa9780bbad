import { MEDIA_VIEWS, productMediaUrl, type MediaView } from '../../domain/media/path';

export const MEDIA_COLUMNS = {
  product_id: 'int',
  position: 'int',
  media_type: 'text',
  url: 'text',
  alt: 'text',
  width: 'int',
  height: 'int',
  video_url: 'text',
  video_title: 'text',
} as const;
export type MediaRow = Record<keyof typeof MEDIA_COLUMNS, unknown>;

const SIZE = 800;

/** Images are rendered on request from the SKU, so a row is only a URL, its alt text and its size. */
export function imageRows(
  productId: number,
  imageSku: string,
  altBase: string,
  views: readonly MediaView[] = MEDIA_VIEWS,
): MediaRow[] {
  return views.map((view, position) => ({
    product_id: productId,
    position,
    media_type: 'image',
    url: productMediaUrl(imageSku, view),
    alt: `${altBase} — ${view}`,
    width: SIZE,
    height: SIZE,
    video_url: null,
    video_title: null,
  }));
}

export interface VideoDefinition {
  url: string;
  title: string;
}

/** Gallery videos: data only (nothing is fetched); the poster is the product's own front image. */
export function videoRows(
  productId: number,
  posterSku: string,
  altBase: string,
  firstPosition: number,
  videos: readonly VideoDefinition[],
): MediaRow[] {
  return videos.map((video, i) => ({
    product_id: productId,
    position: firstPosition + i,
    media_type: 'external-video',
    url: productMediaUrl(posterSku, 'front'),
    alt: `${altBase} — video`,
    width: SIZE,
    height: SIZE,
    video_url: video.url,
    video_title: video.title,
  }));
}

/** Which parents show films in their gallery: a hosted video and a custom mp4 on the flagship chronograph. */
export const PRODUCT_VIDEOS: Readonly<Record<string, readonly VideoDefinition[]>> = {
  'MA-HER-CHR-01': [
    { url: 'https://vimeo.com/76979871', title: 'The Heritage Chronograph, in the workshop' },
    { url: '/media/video/heritage-chronograph.mp4', title: 'Heritage Chronograph — on the wrist' },
  ],
  'MA-NAV-DIV-01': [
    { url: '/media/video/navigator-diver-300.mp4', title: 'Navigator Diver 300 — under water' },
  ],
};
