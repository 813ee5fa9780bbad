#!/usr/bin/env node
// `node scripts/icons/make-icons.mjs`: the installable shop's PNG icons (the web app manifest's, and Apple's touch
// icon), rasterised from the house's clock-face mark (the favicon's drawing, src/server/routes/media.ts) by the
// local Chromium. Written into src/server/assets/brand/ and committed: the build needs no browser, and nothing is
// fetched. Run again when the mark changes.
//  - icon-192.png, icon-512.png: purpose `any`, the favicon's rounded square.
//  - icon-maskable-512.png: purpose `maskable`, full bleed; the mark sits inside the central 80 % safe zone, so a
//    launcher's circle, squircle or square crop never cuts it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { findOrInstallBrowser } from '../lib/browser.mjs';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, 'src/server/assets/brand');

const mark = (radius) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">` +
  `<rect width="64" height="64" rx="${radius}" fill="#1b1b1b"/>` +
  '<circle cx="32" cy="32" r="20" fill="none" stroke="#c9a96e" stroke-width="3"/>' +
  '<path d="M32 18v14l9 6" stroke="#f7f4ef" stroke-width="3.5" stroke-linecap="round" fill="none"/></svg>';

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark(14) },
  { file: 'icon-512.png', size: 512, svg: mark(14) },
  { file: 'icon-maskable-512.png', size: 512, svg: mark(0) },
];

mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({ executablePath: findOrInstallBrowser(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({
      path: join(out, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
