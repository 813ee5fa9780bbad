import { MEDIA_VIEWS, productMediaUrl, type MediaView } from '../../media/path';

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

/** Video rows also set the video settings of migration 011; image rows keep the columns' defaults. */
export const VIDEO_COLUMNS = {
  ...MEDIA_COLUMNS,
  video_title_default: 'text',
  video_loop: 'boolean',
  use_youtube_nocookie: 'boolean',
} as const;
export type VideoRow = Record<keyof typeof VIDEO_COLUMNS, unknown>;

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
  /** The default-store title; `storeTitle: null` leaves the store-level title empty so the default shows. */
  title: string;
  storeTitle?: string | null;
  loop?: boolean;
}

/** Custom films are committed files (scripts/media/make-videos.ts) with a poster of the same name. */
const LOCAL_VIDEO = /^\/media\/video\/([a-z0-9-]+)\.mp4$/;
const FILM_SIZE = 480;

/**
 * Gallery videos: data only (nothing is fetched). A custom film's poster is its own first frame; a hosted
 * video's poster is the product's front image.
 */
export function videoRows(
  productId: number,
  posterSku: string,
  altBase: string,
  firstPosition: number,
  videos: readonly VideoDefinition[],
): VideoRow[] {
  return videos.map((video, i) => {
    const film = LOCAL_VIDEO.exec(video.url)?.[1];
    return {
      product_id: productId,
      position: firstPosition + i,
      media_type: 'external-video',
      url: film ? `/media/video/${film}.jpg` : productMediaUrl(posterSku, 'front'),
      alt: `${altBase} — video`,
      width: film ? FILM_SIZE : SIZE,
      height: film ? FILM_SIZE : SIZE,
      video_url: video.url,
      video_title: video.storeTitle === undefined ? video.title : video.storeTitle,
      video_title_default: video.title,
      video_loop: video.loop ?? false,
      use_youtube_nocookie: true,
    };
  });
}

/**
 * Which parents show films in their gallery. The flagship chronograph has every kind: a hosted video, a
 * looping custom mp4 (with only a default title), a short-form video of the major sharing service, and a
 * standard link to that service, which the gallery leaves out (spec 9 "Gallery").
 */
export const PRODUCT_VIDEOS: Readonly<Record<string, readonly VideoDefinition[]>> = {
  'MA-HER-CHR-01': [
    { url: 'https://vimeo.com/76979871', title: 'The Heritage Chronograph, in the workshop' },
    {
      url: '/media/video/heritage-chronograph.mp4',
      title: 'Heritage Chronograph — on the wrist',
      storeTitle: null,
      loop: true,
    },
    { url: 'https://www.youtube.com/shorts/Mx3cH8wQ2aE', title: 'Sixty seconds with the chronograph' },
    { url: 'https://www.youtube.com/watch?v=Mx3cH8wQ2aF', title: 'The Heritage Chronograph, full film' },
  ],
  'MA-NAV-DIV-01': [
    { url: '/media/video/navigator-diver-300.mp4', title: 'Navigator Diver 300 — under water' },
  ],
};
