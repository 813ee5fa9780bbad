import type { MediaItem } from '../../../api/catalog';
import { toGalleryVideo, type GalleryVideo } from './videoProviders';

export type GalleryImage = Pick<MediaItem, 'url' | 'alt' | 'width' | 'height'>;

export type GallerySlide =
  { kind: 'image'; key: string; image: GalleryImage } | { kind: 'video'; key: string; video: GalleryVideo };

/**
 * The gallery's slides: the chosen variant's picture first, then the media in order, without repeating a
 * picture, and with only the videos the gallery keeps (spec 9).
 */
export function gallerySlides(featured: GalleryImage | null, media: readonly MediaItem[]): GallerySlide[] {
  const slides: GallerySlide[] = [];
  const seen = new Set<string>();
  const addImage = (image: GalleryImage) => {
    if (seen.has(image.url)) return;
    seen.add(image.url);
    slides.push({ kind: 'image', key: `image:${image.url}`, image });
  };
  if (featured) addImage(featured);
  for (const item of media) {
    if (item.media_type === 'image') addImage(item);
    else {
      const video = toGalleryVideo(item);
      if (video) slides.push({ kind: 'video', key: `video:${video.key}`, video });
    }
  }
  return slides;
}

/** The natural size the zoom may reach: a drawn (SVG) picture may go past the size it declares. */
export function naturalSize(image: GalleryImage, vectorScale: number): { width: number; height: number } {
  const scale = /\.svg(?:$|\?)/i.test(image.url) ? vectorScale : 1;
  return { width: image.width * scale, height: image.height * scale };
}
