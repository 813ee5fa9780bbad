import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MediaItem, ProductDetail } from '../../../api/catalog';
import { contractExample, contractUrl, dataLayerEvents, renderApp, server } from '../../../test-utils';
import { installPointerEvent } from './pointerEvents.testing';

beforeAll(installPointerEvent);

// The contract's example product: one picture, a hosted video and a custom looping mp4 (default title only).
const PAGE = '/en-int/heritage-chronograph.html';
const example = contractExample('getProductByUrlKey') as ProductDetail;
const videoPlays = () => dataLayerEvents().filter((e) => e.event === 'gallery_video_play');

const thumb = (name: string | RegExp) => screen.findByRole('button', { name });

describe('product gallery videos (spec 9)', () => {
  test('videos follow the pictures; a custom film plays muted, inline and looping', async () => {
    const { user } = renderApp(PAGE);
    expect(await thumb('Show image 1 of 3: Heritage Chronograph, midnight blue dial, 40 mm')).toBeVisible();
    await user.click(await thumb('Show video 3 of 3: Heritage Chronograph — on the wrist'));
    const film = screen.getByLabelText<HTMLVideoElement>('Heritage Chronograph — on the wrist');
    expect(film.tagName).toBe('VIDEO');
    expect(film).toHaveAttribute('src', '/media/video/heritage-chronograph.mp4');
    expect(film).toHaveAttribute('poster', '/media/video/heritage-chronograph.jpg');
    expect(film.muted).toBe(true);
    expect(film).toHaveAttribute('playsinline');
    expect(film.loop).toBe(true);

    fireEvent.play(film);
    fireEvent.play(film);
    expect(videoPlays()).toEqual([
      {
        event: 'gallery_video_play',
        product_sku: 'MA-HER-CHR-01',
        video_provider: 'custom',
        video_title: 'Heritage Chronograph — on the wrist',
      },
    ]);
  });

  test('a hosted video shows our poster; its player is created only when Play is pressed', async () => {
    const { user } = renderApp(PAGE);
    await user.click(await thumb('Show video 2 of 3: The Heritage Chronograph, in the workshop'));
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Play video: The Heritage Chronograph, in the workshop' }),
    );
    const player = screen.getByTitle('The Heritage Chronograph, in the workshop');
    expect(player).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/),
    );
    expect(videoPlays()).toEqual([expect.objectContaining({ video_provider: 'vimeo' })]);
  });

  test('standard links to the sharing service are left out; its shorts play in no-cookie mode', async () => {
    const youtube = (id: number, url: string, title: string): MediaItem => ({
      ...example.media_gallery[1]!,
      id,
      video_url: url,
      video_title: title,
      use_youtube_nocookie: true,
    });
    server.use(
      http.get(contractUrl('getProductByUrlKey'), () =>
        HttpResponse.json({
          ...example,
          media_gallery: [
            example.media_gallery[0]!,
            youtube(7, 'https://www.youtube.com/watch?v=Mx3cH8wQ2aF', 'The full film'),
            youtube(8, 'https://www.youtube.com/shorts/Mx3cH8wQ2aE', 'Sixty seconds'),
          ],
        }),
      ),
    );
    const { user } = renderApp(PAGE);
    await user.click(await thumb('Show video 2 of 2: Sixty seconds'));
    expect(screen.queryByRole('button', { name: /The full film/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play video: Sixty seconds' }));
    expect(screen.getByTitle('Sixty seconds')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Mx3cH8wQ2aE\?/),
    );
  });
});

describe('gallery navigation', () => {
  test('arrows and a touch swipe change the slide', async () => {
    const { user } = renderApp(PAGE);
    const first = await thumb(/^Show image 1 of 3/);
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(screen.getByRole('button', { name: /^Show video 2 of 3/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous media' }));
    expect(first).toHaveAttribute('aria-pressed', 'true');

    // The clock the gesture rules read, so the 500 ms throttle does not depend on the machine's speed.
    const clock = jest.spyOn(performance, 'now').mockReturnValue(10_000);
    const stage = document.querySelector('.gallery__stage')!;
    const swipeLeft = () => {
      fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300, clientY: 100 });
      fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 200, clientY: 110 });
    };
    const thumbs = screen.getByRole('list', { name: 'Product images and videos' });
    const pressed = () => within(thumbs).getByRole('button', { pressed: true }).getAttribute('aria-label');
    swipeLeft();
    expect(pressed()).toMatch(/^Show video 2 of 3/);
    // A second swipe within 500 ms is ignored; one 500 ms after the last accepted swipe is not.
    clock.mockReturnValue(10_499);
    swipeLeft();
    expect(pressed()).toMatch(/^Show video 2 of 3/);
    clock.mockReturnValue(10_500);
    swipeLeft();
    expect(pressed()).toMatch(/^Show video 3 of 3/);
    expect(within(document.querySelector('.gallery__thumbs')!).getAllByRole('button')).toHaveLength(3);
  });

  test('a tap after a swipe still opens the fullscreen view', async () => {
    const { user } = renderApp(PAGE);
    await thumb(/^Show image 1 of 3/);
    const stage = document.querySelector('.gallery__stage')!;
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 200, clientY: 100 });
    // The swipe above made no click; go back to the picture, then tap it.
    await user.click(screen.getByRole('button', { name: /^Show image 1 of 3/ }));
    const picture = screen.getByRole('img', { name: 'Heritage Chronograph, midnight blue dial, 40 mm' });
    // Chrome may drop the click of a tap that follows a swipe closely: the tap alone opens the view.
    fireEvent.pointerDown(picture, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(picture, { pointerType: 'touch', clientX: 204, clientY: 100 });
    expect(
      await screen.findByRole('dialog', { name: 'Heritage Chronograph: fullscreen gallery' }),
    ).toBeInTheDocument();
    // The click that may still follow does not act a second time.
    fireEvent.click(picture);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('magnifier (desktop)', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  test('a mouse over the picture shows it enlarged 20 px beside it; touch and leaving do not', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderApp(PAGE);
    await thumb(/^Show image 1 of 3/);
    const area = document.querySelector<HTMLElement>('.gallery__magnifiable')!;
    jest.spyOn(area, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 50,
      width: 400,
      height: 400,
    } as DOMRect);
    fireEvent.pointerMove(area, { pointerType: 'touch', clientX: 200, clientY: 150 });
    expect(document.querySelector('.gallery__magnifier')).toBeNull();

    fireEvent.pointerMove(area, { pointerType: 'mouse', clientX: 200, clientY: 150 });
    const preview = document.querySelector<HTMLElement>('.gallery__magnifier')!;
    expect(preview.style.left).toBe('420px');
    expect(preview.style.width).toBe('400px');
    expect(preview.style.backgroundPosition).toBe('25% 25%');
    expect(preview.style.backgroundImage).toContain('MA-HER-CHR-01-BLU-40/front.svg');

    fireEvent.pointerLeave(area, { pointerType: 'mouse' });
    expect(document.querySelector('.gallery__magnifier')).toBeNull();
  });
});
