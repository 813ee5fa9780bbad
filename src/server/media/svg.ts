/** Small, dependency-free helpers for writing SVG markup by hand. */
import { Colour } from '../../common/contract/facts.gen';

/** Numbers with at most two decimals: shorter markup, and identical output for identical input. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Non-ASCII letters become character references, so the SVG reads the same whatever charset it is served with. */
export function xmlText(text: string): string {
  return [...esc(text)].map((c) => (c.charCodeAt(0) > 126 ? `&#${c.codePointAt(0)};` : c)).join('');
}

export const BRAND_WORDMARK = 'MAISON AURÈLE';

/** A point at `angle` degrees clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

function parseHex(hex: string): [number, number, number] {
  const h = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '888888';
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(parseHex(hex).map((v) => v + (target - v) * t));
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((v, i) => v + ((y[i] ?? v) - v) * t));
}

/** Relative luminance in [0, 1], to pick ink that reads on a given dial. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A stable 32-bit hash (FNV-1a), for choices that must look varied yet never change for one SKU. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The contract's swatch shape, in either case (stored swatches are lower-cased on the way out). */
const HEX_COLOUR = new RegExp(Colour.swatch.pattern.source, 'iu');
export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);

export interface Stop {
  offset: number;
  colour: string;
  opacity?: number;
}

const stops = (list: readonly Stop[]): string =>
  list
    .map(
      (s) =>
        `<stop offset="${n(s.offset)}" stop-color="${s.colour}"${s.opacity === undefined ? '' : ` stop-opacity="${n(s.opacity)}"`}/>`,
    )
    .join('');

export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

/** A blurred drop shadow; `spread` is the blur's standard deviation. */
export function softShadow(id: string, spread: number, opacity: number, dy = 0): string {
  return (
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(spread)}"/><feOffset dy="${n(dy)}" result="b"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="${n(opacity)}"/></feComponentTransfer>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  );
}

export function blur(id: string, spread: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(spread)}"/></filter>`;
}

/** `data` becomes data-* attributes on the root, for whoever inspects the file (tests, caches, tools). */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  defs: string,
  body: string,
  data: Readonly<Record<string, string>> = {},
): string {
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${xmlText(value)}"`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"${attributes}>` +
    `<title>${xmlText(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}
