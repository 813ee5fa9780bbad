/*
 * Makes the gallery's custom videos (small H.264 mp4 files and their posters) from the product pictures the
 * server draws, so the shop shows real films without fetching anything from the internet.
 *
 *   node -r ts-node/register scripts/media/make-videos.ts [--out src/server/assets/video]
 *
 * Needs Chromium (PUPPETEER_EXECUTABLE_PATH or /usr/bin/chromium) and ffmpeg with libx264. Only the person
 * who changes the films runs it: the output is committed, so neither CI nor `npm start` needs ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { productImageInputFromRow, renderProductSvg, type ProductImageRow } from '../../src/server/media';
import { FILMS, type Film } from './films';

const SIZE = 480;
const FPS = 24;
/** The budget the brief sets per file: these ship in the repository. */
const MAX_BYTES = 400 * 1024;

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/** A page holding the picture, moved by one CSS variable per frame (0..1, periodic so loops are seamless). */
function stageHtml(svg: string): string {
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${SIZE}px; height: ${SIZE}px; overflow: hidden; background: #efe9df; }
  .stage { position: relative; width: ${SIZE}px; height: ${SIZE}px; overflow: hidden; --t: 0; }
  .watch { position: absolute; inset: 0; width: 100%; height: 100%;
    transform: scale(calc(1.1 + 0.07 * sin(var(--t) * 6.2832rad))) rotate(calc(3deg * sin(var(--t) * 6.2832rad))); }
  .sheen { position: absolute; inset: -50%; mix-blend-mode: soft-light;
    background: linear-gradient(115deg, transparent 40%, rgba(255,255,255,.85) 50%, transparent 60%);
    transform: translateX(calc(-60% + 120% * var(--t))); }
  </style></head><body><div class="stage" id="stage"><img class="watch" src="${dataUrl}" alt=""><div class="sheen"></div></div></body></html>`;
}

async function renderFrames(film: Film, dir: string, executablePath: string): Promise<void> {
  const row: ProductImageRow = { ...film.picture, category_type: 0 };
  const svg = renderProductSvg(productImageInputFromRow(row, film.view));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: SIZE, height: SIZE, deviceScaleFactor: 1 });
    await page.setContent(stageHtml(svg), { waitUntil: 'load' });
    const frames = Math.round(film.seconds * FPS);
    for (let i = 0; i < frames; i += 1) {
      await page.evaluate((t) => {
        document.getElementById('stage')!.style.setProperty('--t', String(t));
      }, i / frames);
      const path = join(dir, `frame-${String(i).padStart(4, '0')}.png`) as `${string}.png`;
      await page.screenshot({ path, type: 'png' });
    }
  } finally {
    await browser.close();
  }
}

function encode(film: Film, frames: string, out: string): void {
  const mp4 = join(out, `${film.name}.mp4`);
  const jpg = join(out, `${film.name}.jpg`);
  // Baseline-compatible yuv420p, no audio track (the gallery plays muted anyway), moov atom first so the
  // browser can start playing from the first range request.
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'frame-%04d.png')],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
    ...['-movflags', '+faststart', '-an', mp4],
  ]);
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-i', join(frames, 'frame-0000.png'), '-q:v', '4', jpg],
  ]);
  const bytes = statSync(mp4).size;
  if (bytes > MAX_BYTES) throw new Error(`${mp4} is ${bytes} bytes, over the ${MAX_BYTES} budget`);
  console.log(`${mp4}: ${bytes} bytes; poster ${jpg}: ${statSync(jpg).size} bytes`);
}

async function main(): Promise<void> {
  const out = resolve(arg('--out', 'src/server/assets/video'));
  const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';
  for (const film of FILMS) {
    const frames = mkdtempSync(join(tmpdir(), `film-${film.name}-`));
    try {
      await renderFrames(film, frames, executablePath);
      console.log(`${film.name}: ${readdirSync(frames).length} frames`);
      encode(film, frames, out);
    } finally {
      rmSync(frames, { recursive: true, force: true });
    }
  }
  writeFileSync(
    join(out, 'README.md'),
    '# Gallery films\n\nMade by `scripts/media/make-videos.ts` from the product pictures the server draws ' +
      '(see `scripts/media/films.ts`). Do not edit by hand: change the script and run it again.\n',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
