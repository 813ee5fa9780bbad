import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot } from './browser';

// The product gallery on a phone, against the seeded flagship chronograph (src/server/db/seed/README.md):
// 3 pictures, then a hosted video, a looping custom mp4 and a short of the sharing service (its standard
// link is left out). Nothing may be fetched from another host: the hosted players are never started here.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const PRODUCT = `${baseUrl}/en-int/heritage-chronograph-40.html`;
const pressedThumb = (page: Page) =>
  page.$eval('.gallery__thumb[aria-pressed="true"]', (el) => el.getAttribute('aria-label'));
const zoomLevel = (page: Page) =>
  page.$eval('.gallery-fullscreen__viewport', (el) => Number(el.getAttribute('data-zoom')));

/** A horizontal finger swipe across the element's middle, right to left for the next slide. */
async function swipe(page: Page, element: ElementHandle, direction: 'next' | 'previous') {
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'next' ? [0.8, 0.2] : [0.2, 0.8];
  await page.touchscreen.touchStart(box.x + box.width * from, y);
  for (let step = 1; step <= 5; step += 1) {
    await page.touchscreen.touchMove(box.x + box.width * (from + ((to - from) * step) / 5), y);
  }
  await page.touchscreen.touchEnd();
}

/** Two taps well inside the 400 ms double-tap window. */
async function doubleTap(page: Page, element: ElementHandle) {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

describe('product gallery', () => {
  it('zoom and swipe the gallery on a phone viewport', async () => {
    const { page, errors } = await openPage(browser, 'mobile');
    await page.goto(PRODUCT, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.gallery__thumb');
    const thumbs = await page.$$eval('.gallery__thumb', (els) =>
      els.map((el) => el.getAttribute('aria-label')),
    );
    expect(thumbs).toHaveLength(6);
    expect(thumbs.filter((t) => t?.startsWith('Show video'))).toEqual([
      'Show video 4 of 6: The Heritage Chronograph, in the workshop',
      'Show video 5 of 6: Heritage Chronograph — on the wrist',
      'Show video 6 of 6: Sixty seconds with the chronograph',
    ]);

    // Swipes on the stage change slide.
    const stage = (await page.$('.gallery__stage'))!;
    await swipe(page, stage, 'next');
    await page.waitForFunction(() =>
      document
        .querySelector('.gallery__thumb[aria-pressed="true"]')
        ?.getAttribute('aria-label')
        ?.startsWith('Show image 2'),
    );
    await new Promise((r) => setTimeout(r, 600)); // past the 500 ms swipe throttle
    await swipe(page, stage, 'previous');
    await page.waitForFunction(() =>
      document
        .querySelector('.gallery__thumb[aria-pressed="true"]')
        ?.getAttribute('aria-label')
        ?.startsWith('Show image 1'),
    );
    expect(await pressedThumb(page)).toMatch(/^Show image 1 of 6/);

    // A tap opens the fullscreen view; a double tap zooms to natural size, the zoom steps bring it back.
    await page.tap('.gallery__main');
    const dialog = (await page.waitForSelector('[role="dialog"]'))!;
    expect(await dialog.evaluate((el) => el.getAttribute('aria-label'))).toBe(
      'Heritage Chronograph: fullscreen gallery',
    );
    const image = (await page.waitForSelector('.gallery-fullscreen__image'))!;
    await page.waitForFunction(() => document.querySelector('.gallery-fullscreen__viewport')?.clientWidth);
    await doubleTap(page, image);
    await page.waitForFunction(
      () => Number(document.querySelector('.gallery-fullscreen__viewport')?.getAttribute('data-zoom')) > 3,
    );
    expect(
      await page.$eval(
        '.gallery-fullscreen__tool[aria-disabled="true"] .visually-hidden',
        (el) => el.textContent,
      ),
    ).toBe('Zoom in');
    await screenshot(page, 'gallery-zoomed-390');
    for (let i = 0; i < 10 && (await zoomLevel(page)) > 1; i += 1) {
      await page.click('.gallery-fullscreen__tool:first-child');
    }
    expect(await zoomLevel(page)).toBe(1);
    expect(await image.evaluate((el) => (el as HTMLElement).style.transform)).toBe(
      'translate(0px, 0px) scale(1)',
    );

    // Fitted again, a swipe goes to the next slide.
    await swipe(page, (await page.$('.gallery-fullscreen__viewport'))!, 'next');
    await page.waitForFunction(
      () => document.querySelector('.gallery-fullscreen__counter')?.textContent === '2 / 6',
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // The custom film: muted, inline, looping, served from our own host; its first play is reported.
    await page.click('.gallery__thumb[aria-label^="Show video 5"]');
    const film = (await page.waitForSelector('video.gallery-video__player'))!;
    const settings = await film.evaluate((el) => {
      const video = el as HTMLVideoElement;
      return {
        muted: video.muted,
        inline: video.playsInline,
        loop: video.loop,
        src: video.currentSrc || video.src,
      };
    });
    expect(settings).toEqual({
      muted: true,
      inline: true,
      loop: true,
      src: `${baseUrl}/media/video/heritage-chronograph.mp4`,
    });
    await film.evaluate((el) => (el as HTMLVideoElement).play().catch(() => undefined));
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (e) => e.event === 'gallery_video_play',
      ),
    );
    // The hosted videos stay posters with a Play button: no iframe, nothing from their hosts.
    await page.click('.gallery__thumb[aria-label^="Show video 4"]');
    await page.waitForSelector('.gallery-video__play');
    expect(await page.$('iframe')).toBeNull();
    await screenshot(page, 'gallery-video-390');
    expect(errors).toEqual([]);
  });
});
