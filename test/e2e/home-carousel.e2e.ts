import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot } from './browser';

// Issue 18, tried on a phone: the home page's product carousels kept their arrows over the watches' names. At
// 390 px the arrows cover nothing of any card, and they still turn the carousel.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Every carousel's arrows and the text boxes of its cards (collection, name, size, price, stock), in page px. */
const carouselBoxes = (page: Page) =>
  page.$$eval('.product-carousel', (carousels) =>
    carousels.map((carousel) => {
      const box = (element: Element): Box => {
        const r = element.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      return {
        arrows: [...carousel.querySelectorAll('.slider-arrow')].map(box),
        texts: [...carousel.querySelectorAll('.slick-active .product-card__body > *')].map((el) => ({
          text: (el.textContent ?? '').trim(),
          ...box(el),
        })),
      };
    }),
  );

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('at 390 px the carousel arrows cover no product name, and turn the carousel', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  await page.goto(`${baseUrl}/en-int/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.product-carousel .slider-arrow--next', { visible: true });
  const carousels = await carouselBoxes(page);
  expect(carousels.length).toBeGreaterThan(0);
  for (const { arrows, texts } of carousels) {
    expect(arrows).toHaveLength(2);
    expect(texts.map((t) => t.text)).toContainEqual(expect.stringMatching(/\S/));
    const covered = texts.filter((text) => arrows.some((arrow) => overlaps(arrow, text))).map((t) => t.text);
    expect(covered).toEqual([]);
  }

  // The next arrow still turns the first carousel: another watch is first in view.
  const firstName = () =>
    page.$eval('.product-carousel .slick-active .product-card__name', (el) => (el.textContent ?? '').trim());
  const before = await firstName();
  await page.$eval('.product-carousel .slider-arrow--next', (el) => el.scrollIntoView({ block: 'center' }));
  await page.tap('.product-carousel .slider-arrow--next');
  await page.waitForFunction(
    (name: string) =>
      document.querySelector('.product-carousel .slick-active .product-card__name')?.textContent?.trim() !==
      name,
    {},
    before,
  );
  await screenshot(page, 'home-carousel-390');
  expect(errors).toEqual([]);
});
