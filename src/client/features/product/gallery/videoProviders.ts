import type { MediaItem } from '../../../api/catalog';

/** Spec 3 "Gallery media item": the major video-sharing service, the other hosting service, or an mp4. */
export type VideoProvider = 'youtube' | 'vimeo' | 'custom';

export interface ParsedVideoUrl {
  provider: VideoProvider;
  /** The service's video id; for a custom video, its URL. */
  id: string;
  /** A short-form video of the sharing service (`youtube.com/shorts/ID`). */
  isShort: boolean;
}

const YOUTUBE_ID = '([A-Za-z0-9_-]{6,20})';
const YOUTUBE_HOST = /^(?:www\.|m\.)?youtube(?:-nocookie)?\.com$/;
const VIMEO_HOST = /^(?:www\.|player\.)?vimeo\.com$/;

function parseAbsolute(url: string): URL | null {
  try {
    // Relative paths (our own films) resolve against any origin: only the path matters for them.
    return new URL(url, 'https://shop.invalid');
  } catch {
    return null;
  }
}

/** Which provider a gallery video URL belongs to, and its id; null for anything the gallery cannot play. */
export function parseVideoUrl(url: string): ParsedVideoUrl | null {
  const parsed = parseAbsolute(url.trim());
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname;
  if (YOUTUBE_HOST.test(host)) {
    const short = new RegExp(`^/shorts/${YOUTUBE_ID}/?$`).exec(path);
    if (short?.[1]) return { provider: 'youtube', id: short[1], isShort: true };
    const embed = new RegExp(`^/(?:embed|v|live)/${YOUTUBE_ID}/?$`).exec(path);
    const watch = path === '/watch' ? parsed.searchParams.get('v') : null;
    const id = embed?.[1] ?? watch;
    return id && new RegExp(`^${YOUTUBE_ID}$`).test(id) ? { provider: 'youtube', id, isShort: false } : null;
  }
  if (host === 'youtu.be') {
    const id = new RegExp(`^/${YOUTUBE_ID}/?$`).exec(path)?.[1];
    return id ? { provider: 'youtube', id, isShort: false } : null;
  }
  if (VIMEO_HOST.test(host)) {
    const id = /^\/(?:video\/)?(\d+)\/?$/.exec(path)?.[1];
    return id ? { provider: 'vimeo', id, isShort: false } : null;
  }
  if (/\.mp4$/i.test(path)) return { provider: 'custom', id: url.trim(), isShort: false };
  return null;
}

/**
 * Spec 9 "Gallery": standard (non-short) links to the major video-sharing service are left out of the
 * gallery; its short-form videos, the other hosting service's videos and custom mp4s are kept.
 */
export const isKeptInGallery = (video: ParsedVideoUrl): boolean =>
  video.provider !== 'youtube' || video.isShort;

/** A gallery video with its derived fields (spec 3: id, provider, useYoutubeNocookie). */
export interface GalleryVideo {
  key: number;
  id: string;
  provider: VideoProvider;
  url: string;
  title: string;
  poster: { url: string; alt: string; width: number; height: number };
  loop: boolean;
  useYoutubeNocookie: boolean;
}

/** The media item as a playable gallery video, or null when it is not a video or is left out. */
export function toGalleryVideo(item: MediaItem): GalleryVideo | null {
  if (item.media_type !== 'external-video' || !item.video_url) return null;
  const parsed = parseVideoUrl(item.video_url);
  if (!parsed || !isKeptInGallery(parsed)) return null;
  return {
    key: item.id,
    id: parsed.id,
    provider: parsed.provider,
    url: item.video_url,
    title: item.video_title || item.video_title_default || item.alt,
    poster: { url: item.url, alt: item.alt, width: item.width, height: item.height },
    loop: item.video_loop ?? false,
    // The privacy-friendly mode unless the backend says otherwise.
    useYoutubeNocookie: item.use_youtube_nocookie ?? true,
  };
}

/** The iframe address of an embedded video, started at once (the visitor has just pressed Play). */
export function embedUrl(video: Pick<GalleryVideo, 'provider' | 'id' | 'useYoutubeNocookie'>): string | null {
  const id = encodeURIComponent(video.id);
  if (video.provider === 'youtube') {
    const host = video.useYoutubeNocookie ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    return `https://${host}/embed/${id}?autoplay=1&playsinline=1&rel=0`;
  }
  if (video.provider === 'vimeo') return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
  return null;
}
