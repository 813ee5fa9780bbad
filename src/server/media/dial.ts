import type { DialFeatures } from './features';
import type { MetalTone } from './palette';
import { lettering } from './lettering';
import { BRAND_WORDMARK, linear, luminance, mix, n, polar, radial, shade } from './svg';

export interface DialSpec {
  /** Prefix for ids, so several watches can share one SVG. */
  id: string;
  cx: number;
  cy: number;
  r: number;
  colour: string;
  metal: MetalTone;
  features: DialFeatures;
}

const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

/** Ink that reads on the dial: near-black on pale dials, warm white on dark ones. */
export const dialInk = (colour: string): string => (luminance(colour) > 0.3 ? '#1b1b1b' : '#f2efe8');

/** Hours (0-11) that carry something else than an index: sub-dials, windows, apertures. */
function occupiedHours(f: DialFeatures): Set<number> {
  const taken = new Set<number>();
  if (f.chronograph || f.perpetual) [3, 9].forEach((h) => taken.add(h));
  if (f.smallSeconds || f.moon || f.tourbillon || f.perpetual) taken.add(6);
  if (f.date) taken.add(3);
  return taken;
}

export function dialDefs(d: DialSpec): string {
  return (
    radial(
      `${d.id}dial`,
      [
        { offset: 0, colour: shade(d.colour, 0.16) },
        { offset: 0.7, colour: d.colour },
        { offset: 1, colour: shade(d.colour, -0.35) },
      ],
      0.45,
      0.38,
      0.7,
    ) +
    linear(
      `${d.id}index`,
      [
        { offset: 0, colour: d.metal.highlight },
        { offset: 0.5, colour: d.metal.mid },
        { offset: 1, colour: d.metal.dark },
      ],
      0,
      0,
      1,
      0,
    ) +
    radial(`${d.id}sub`, [
      { offset: 0, colour: shade(d.colour, -0.06) },
      { offset: 1, colour: shade(d.colour, -0.2) },
    ])
  );
}

/** Fine sun-ray brushing, concentric minute track, applied indices, numerals and the printed words. */
export function dialFace(d: DialSpec): string {
  const { cx, cy, r, features: f } = d;
  const ink = dialInk(d.colour);
  const out: string[] = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${d.id}dial)"/>`];
  const rays: string[] = [];
  for (let a = 0; a < 360; a += 4) {
    const [x, y] = polar(cx, cy, r * 0.98, a);
    rays.push(`M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`);
  }
  const rayInk = luminance(d.colour) > 0.3 ? '#000000' : '#ffffff';
  out.push(`<path d="${rays.join('')}" stroke="${rayInk}" stroke-opacity="0.045" stroke-width="1.2"/>`);
  const ticks: string[] = [];
  for (let m = 0; m < 60; m++) {
    const [x1, y1] = polar(cx, cy, r * 0.935, m * 6);
    const [x2, y2] = polar(cx, cy, r * (m % 5 === 0 ? 0.9 : 0.965), m * 6);
    ticks.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  out.push(
    `<path d="${ticks.join('')}" stroke="${ink}" stroke-opacity="0.55" stroke-width="${n(r * 0.008)}"/>`,
  );
  const taken = occupiedHours(f);
  for (let h = 0; h < 12; h++) {
    if (taken.has(h)) continue;
    const roman = f.numerals === 'roman' && h % 3 === 0;
    const arabic = f.numerals === 'arabic' && h % 3 === 0;
    if (roman || arabic) {
      const [x, y] = polar(cx, cy, r * 0.73, h * 30);
      const size = r * (roman ? 0.15 : 0.2);
      const label = roman ? (ROMAN[h] ?? '') : String(h === 0 ? 12 : h);
      out.push(lettering(label, { x, y: y + size * 0.36, size, anchor: 'middle', fill: ink }));
      continue;
    }
    out.push(appliedIndex(d, h * 30, h === 0 ? 2 : 1));
  }
  if (f.date) out.push(dateWindow(d, 3));
  if (f.bigDate) out.push(bigDateWindow(d));
  const [, wordY] = polar(cx, cy, r * 0.42, 0);
  out.push(emblem(cx, wordY - r * 0.12, r * 0.045, ink));
  out.push(
    lettering(BRAND_WORDMARK, {
      x: cx,
      y: wordY,
      size: r * 0.072,
      letterSpacing: r * 0.018,
      anchor: 'middle',
      fill: ink,
    }),
    lettering(f.caption, {
      x: cx,
      y: wordY + r * 0.1,
      size: r * 0.04,
      letterSpacing: r * 0.014,
      anchor: 'middle',
      fill: ink,
      fillOpacity: 0.75,
    }),
    lettering('SWISS MADE', {
      x: cx,
      y: cy + r * 0.88,
      size: r * 0.032,
      letterSpacing: r * 0.012,
      anchor: 'middle',
      fill: ink,
      fillOpacity: 0.7,
    }),
  );
  return out.join('');
}

/** An applied baton: a faceted metal bar with a soft shadow on the dial; `count` 2 doubles it (at 12). */
function appliedIndex(d: DialSpec, angle: number, count: number): string {
  const { cx, cy, r } = d;
  const w = r * 0.032;
  const len = r * (d.features.diver ? 0.12 : 0.15);
  const top = cy - r * 0.86;
  const bars: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx - w / 2 + (count === 1 ? 0 : (i - 0.5) * w * 1.8);
    const lume = d.features.diver
      ? ` <rect x="${n(x + w * 0.2)}" y="${n(top + w * 0.2)}" width="${n(w * 0.6)}" height="${n(len - w * 0.4)}" fill="#eef0e2"/>`
      : '';
    bars.push(
      `<rect x="${n(x + 1.2)}" y="${n(top + 1.8)}" width="${n(w)}" height="${n(len)}" rx="${n(w * 0.2)}" fill="#000" fill-opacity="0.25"/>` +
        `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(len)}" rx="${n(w * 0.2)}" fill="url(#${d.id}index)"/>${lume}`,
    );
  }
  return `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${bars.join('')}</g>`;
}

function dateWindow(d: DialSpec, hour: number): string {
  const [x, y] = polar(d.cx, d.cy, d.r * 0.7, hour * 30);
  const w = d.r * 0.15;
  const h = d.r * 0.12;
  return (
    `<rect x="${n(x - w / 2 - 2)}" y="${n(y - h / 2 - 2)}" width="${n(w + 4)}" height="${n(h + 4)}" rx="2" fill="url(#${d.id}index)"/>` +
    `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="#f7f5ef"/>` +
    lettering('18', { x, y: y + h * 0.3, size: h * 0.8, anchor: 'middle', fill: '#1b1b1b' })
  );
}

function bigDateWindow(d: DialSpec): string {
  const w = d.r * 0.13;
  const h = d.r * 0.17;
  const y = d.cy - d.r * 0.2 - h / 2;
  return ['1', '8']
    .map((digit, i) => {
      const x = d.cx - w - 2 + i * (w + 4);
      return (
        `<rect x="${n(x - 2)}" y="${n(y - 2)}" width="${n(w + 4)}" height="${n(h + 4)}" rx="2" fill="url(#${d.id}index)"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#f7f5ef"/>` +
        lettering(digit, { x: x + w / 2, y: y + h * 0.8, size: h * 0.85, anchor: 'middle', fill: '#1b1b1b' })
      );
    })
    .join('');
}

/** The house emblem: a four-pointed star, as on the crown and the logo. */
export function emblem(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  const k = s * 0.28;
  return `<path d="M${n(cx)} ${n(cy - s)}L${n(cx + k)} ${n(cy - k)}L${n(cx + s)} ${n(cy)}L${n(cx + k)} ${n(cy + k)}L${n(cx)} ${n(cy + s)}L${n(cx - k)} ${n(cy + k)}L${n(cx - s)} ${n(cy)}L${n(cx - k)} ${n(cy - k)}Z" fill="${fill}"/>`;
}

export const subDialTone = (colour: string, metal: MetalTone): string => mix(colour, metal.mid, 0.12);
