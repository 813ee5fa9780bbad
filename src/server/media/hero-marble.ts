import type { ProductImageInput } from './input';
import { blur, linear, n, radial } from './svg';
import { watchFront } from './watch-front';

const WATCH: ProductImageInput = {
  sku: 'MA-HER-CHR-01-BLU-40',
  name: 'Heritage Chronograph',
  kind: 'watch',
  view: 'front',
  colour: '#1d2a4a',
  material: 'Stainless steel',
  sizeMm: 40,
};

/** Veins as gentle curves; fixed numbers, so the marble is the same on every render. */
const VEINS: readonly [number, number, number, number, number, number, number, number, number][] = [
  [-40, 120, 300, 40, 520, 260, 900, 170, 2.2],
  [100, 700, 360, 480, 700, 560, 1000, 380, 1.6],
  [600, -20, 760, 200, 980, 120, 1250, 360, 1.2],
  [900, 720, 1100, 520, 1350, 600, 1640, 420, 2],
  [1200, -30, 1300, 180, 1500, 150, 1650, 300, 1.1],
  [-30, 430, 200, 380, 330, 520, 560, 470, 0.9],
];

/** A watch lying on dark marble under one soft, warm light. */
export function marbleScene(width: number, height: number): { defs: string; body: string } {
  const cx = width * 0.68;
  const cy = height * 0.5;
  const watch = watchFront(WATCH, { id: 'h0-', cx, cy, r: 190 });
  const defs =
    linear('stone', [
      { offset: 0, colour: '#171718' },
      { offset: 0.55, colour: '#232222' },
      { offset: 1, colour: '#121212' },
    ]) +
    radial('light', [
      { offset: 0, colour: '#fff4e2', opacity: 0.34 },
      { offset: 0.5, colour: '#fff4e2', opacity: 0.08 },
      { offset: 1, colour: '#fff4e2', opacity: 0 },
    ]) +
    blur('veinBlur', 3.5) +
    blur('shadowBlur', 28) +
    watch.defs;
  const veins = VEINS.map(
    ([x0, y0, x1, y1, x2, y2, x3, y3, w]) =>
      `<path d="M${x0} ${y0}C${x1} ${y1} ${x2} ${y2} ${x3} ${y3}" fill="none" stroke="#d9d4cb" stroke-opacity="0.16" stroke-width="${n(w * 4)}" filter="url(#veinBlur)"/>` +
      `<path d="M${x0} ${y0}C${x1} ${y1} ${x2} ${y2} ${x3} ${y3}" fill="none" stroke="#e8e3da" stroke-opacity="0.22" stroke-width="${n(w * 0.6)}"/>`,
  ).join('');
  const body =
    `<rect width="${width}" height="${height}" fill="url(#stone)"/>` +
    veins +
    `<ellipse cx="${n(cx - 60)}" cy="${n(cy - 40)}" rx="${n(width * 0.42)}" ry="${n(height * 0.7)}" fill="url(#light)"/>` +
    `<ellipse cx="${n(cx + 30)}" cy="${n(cy + 40)}" rx="230" ry="250" fill="#000" fill-opacity="0.45" filter="url(#shadowBlur)"/>` +
    watch.body;
  return { defs, body };
}
