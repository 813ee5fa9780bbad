import type { MediaItem } from '../../../api/catalog';
import { embedUrl, isKeptInGallery, parseVideoUrl, toGalleryVideo } from './videoProviders';

const video = (video_url: string, extra: Partial<MediaItem> = {}): MediaItem => ({
  id: 9,
  media_type: 'external-video',
  url: '/media/catalog/product/MA-HER-CHR-01-BLU-40/front.svg',
  alt: 'Heritage Chronograph — video',
  width: 800,
  height: 800,
  is_base: false,
  video_url,
  video_title: 'In the workshop',
  ...extra,
});

describe('video provider detection', () => {
  test.each([
    ['https://www.youtube.com/watch?v=Mx3cH8wQ2aF', 'youtube', 'Mx3cH8wQ2aF', false],
    ['https://youtu.be/Mx3cH8wQ2aF', 'youtube', 'Mx3cH8wQ2aF', false],
    ['https://www.youtube.com/embed/Mx3cH8wQ2aF', 'youtube', 'Mx3cH8wQ2aF', false],
    ['https://m.youtube.com/watch?v=Mx3cH8wQ2aF&t=12s', 'youtube', 'Mx3cH8wQ2aF', false],
    ['https://www.youtube.com/shorts/Mx3cH8wQ2aE', 'youtube', 'Mx3cH8wQ2aE', true],
    ['https://youtube.com/shorts/Mx3cH8wQ2aE/', 'youtube', 'Mx3cH8wQ2aE', true],
    ['https://vimeo.com/76979871', 'vimeo', '76979871', false],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871', false],
    ['/media/video/heritage-chronograph.mp4', 'custom', '/media/video/heritage-chronograph.mp4', false],
    ['https://cdn.example.com/films/a.MP4', 'custom', 'https://cdn.example.com/films/a.MP4', false],
  ])('%s is %s %s (short: %s)', (url, provider, id, isShort) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id, isShort });
  });

  test.each([
    'https://example.com/watch?v=Mx3cH8wQ2aF',
    'https://vimeo.com/channels/staff',
    'https://www.youtube.com/watch',
    'javascript:alert(1)//.mp4',
    '/media/video/heritage-chronograph.webm',
    'https://youtube.com.evil.example/shorts/Mx3cH8wQ2aE',
  ])('%s is not a gallery video', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('which videos the gallery keeps (spec 9)', () => {
  test('standard links to the sharing service are left out, its shorts kept', () => {
    expect(isKeptInGallery(parseVideoUrl('https://www.youtube.com/watch?v=Mx3cH8wQ2aF')!)).toBe(false);
    expect(isKeptInGallery(parseVideoUrl('https://youtu.be/Mx3cH8wQ2aF')!)).toBe(false);
    expect(isKeptInGallery(parseVideoUrl('https://www.youtube.com/shorts/Mx3cH8wQ2aE')!)).toBe(true);
  });

  test('the other hosting service and custom mp4s are kept', () => {
    expect(isKeptInGallery(parseVideoUrl('https://vimeo.com/76979871')!)).toBe(true);
    expect(isKeptInGallery(parseVideoUrl('/media/video/heritage-chronograph.mp4')!)).toBe(true);
  });

  test('a media item becomes a gallery video with its derived fields', () => {
    expect(toGalleryVideo(video('https://www.youtube.com/watch?v=Mx3cH8wQ2aF'))).toBeNull();
    expect(toGalleryVideo({ ...video('https://vimeo.com/1'), media_type: 'image' })).toBeNull();
    expect(toGalleryVideo(video('https://vimeo.com/76979871'))).toMatchObject({
      key: 9,
      id: '76979871',
      provider: 'vimeo',
      title: 'In the workshop',
      loop: false,
      useYoutubeNocookie: true,
    });
  });

  test('the title falls back to the default title, then the alt text; loop and no-cookie come from the item', () => {
    const mp4 = '/media/video/heritage-chronograph.mp4';
    const withDefault = video(mp4, {
      video_title: null,
      video_title_default: 'On the wrist',
      video_loop: true,
      use_youtube_nocookie: false,
    });
    expect(toGalleryVideo(withDefault)).toMatchObject({
      provider: 'custom',
      title: 'On the wrist',
      loop: true,
      useYoutubeNocookie: false,
    });
    expect(toGalleryVideo(video(mp4, { video_title: null }))?.title).toBe('Heritage Chronograph — video');
  });
});

describe('embed addresses', () => {
  test('the sharing service uses its no-cookie domain when the flag is on', () => {
    const short = { provider: 'youtube' as const, id: 'Mx3cH8wQ2aE' };
    expect(embedUrl({ ...short, useYoutubeNocookie: true })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Mx3cH8wQ2aE\?/,
    );
    expect(embedUrl({ ...short, useYoutubeNocookie: false })).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/Mx3cH8wQ2aE\?/,
    );
  });

  test('the hosting service embeds its player; a custom film has no iframe', () => {
    expect(embedUrl({ provider: 'vimeo', id: '76979871', useYoutubeNocookie: true })).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    );
    expect(embedUrl({ provider: 'custom', id: '/a.mp4', useYoutubeNocookie: true })).toBeNull();
  });
});
