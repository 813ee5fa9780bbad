import { dialDefs, dialFace, type DialSpec } from './dial';
import { complications } from './complications';
import { dialFeatures } from './features';
import { hands } from './hands';
import type { ProductImageInput } from './input';
import { metalGradient, metalTone, watchStrapLook, type MetalTone } from './palette';
import { strapRun } from './strap-parts';
import { linear, n, polar, softShadow } from './svg';

export interface Placement {
  id: string;
  cx: number;
  cy: number;
  /** Case radius in SVG units. */
  r: number;
}

/** The case radius for a diameter in mm: 32 mm to 44 mm map to 122-206 units on an 800 canvas. */
export const caseRadius = (sizeMm: number): number => 122 + (sizeMm - 32) * 7;

/** A watch seen from the front, centred on `at`; returns its defs and its markup. */
export function watchFront(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  const { id, cx, cy, r } = at;
  const metal = metalTone(input.material);
  const features = dialFeatures(input.name);
  const strap = watchStrapLook(input.name, input.material, input.colour, input.sku);
  const bezel = features.diver ? r * 0.16 : r * 0.08;
  const dial: DialSpec = { id, cx, cy, r: r - bezel - r * 0.035, colour: input.colour, metal, features };
  const lugGap = r * 1.02;
  const defs =
    metalGradient(`${id}case`, metal) +
    metalGradient(`${id}band`, metal, 'horizontal') +
    linear(`${id}glass`, [
      { offset: 0, colour: '#ffffff', opacity: 0.28 },
      { offset: 0.45, colour: '#ffffff', opacity: 0.04 },
      { offset: 1, colour: '#ffffff', opacity: 0 },
    ]) +
    softShadow(`${id}handShadow`, r * 0.012, 0.45, r * 0.012) +
    softShadow(`${id}caseShadow`, r * 0.06, 0.35, r * 0.05) +
    dialDefs(dial);
  const body = [
    strapRun(`${id}top`, strap, metal, cx, cy - r * 0.72, -1, lugGap, cy + r * 2.1),
    strapRun(`${id}bottom`, strap, metal, cx, cy + r * 0.72, 1, lugGap, cy + r * 2.1),
    `<g filter="url(#${id}caseShadow)">`,
    lugs(id, cx, cy, r, lugGap),
    crown(id, cx, cy, r, metal, features.chronograph),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}case)"/>`,
    `</g>`,
    bezelRing(id, cx, cy, r, bezel, metal, features.diver),
    dialFace(dial),
    complications(dial),
    hands(dial),
    `<path d="M${n(cx - dial.r * 0.92)} ${n(cy - dial.r * 0.1)}A${n(dial.r)} ${n(dial.r)} 0 0 1 ${n(cx + dial.r * 0.55)} ${n(cy - dial.r * 0.82)}A${n(dial.r * 1.4)} ${n(dial.r * 1.4)} 0 0 0 ${n(cx - dial.r * 0.92)} ${n(cy - dial.r * 0.1)}Z" fill="url(#${id}glass)"/>`,
  ].join('');
  return { defs, body };
}

/** Four lugs: horns that leave the case, narrow as they go and curve outwards to hold the spring bars. */
export function lugs(id: string, cx: number, cy: number, r: number, gap: number): string {
  const w = r * 0.15;
  const out: string[] = [];
  for (const sy of [-1, 1]) {
    for (const sx of [-1, 1]) {
      const inner = cx + sx * (gap / 2);
      const outer = inner + sx * w;
      const y0 = cy + sy * r * 0.7;
      const y1 = cy + sy * r * 1.16;
      const path =
        `M${n(inner)} ${n(y0)}L${n(outer)} ${n(y0)}` +
        `C${n(outer + sx * w * 0.15)} ${n(y0 + sy * r * 0.25)} ${n(outer)} ${n(y1 - sy * r * 0.08)} ${n(outer - sx * w * 0.2)} ${n(y1)}` +
        `Q${n(inner + sx * w * 0.4)} ${n(y1 + sy * w * 0.25)} ${n(inner)} ${n(y1 - sy * w * 0.1)}Z`;
      out.push(`<path d="${path}" fill="url(#${id}band)"/>`);
    }
  }
  return out.join('');
}

/** The crown at three o'clock (knurled), with chronograph pushers at two and four. */
function crown(id: string, cx: number, cy: number, r: number, metal: MetalTone, pushers: boolean): string {
  const h = r * 0.26;
  const w = r * 0.11;
  const x = cx + r * 0.97;
  const grooves: string[] = [];
  for (let i = 1; i < 8; i++)
    grooves.push(`M${n(x + w * 0.25)} ${n(cy - h / 2 + (h * i) / 8)}h${n(w * 0.75)}`);
  const parts = [
    `<rect x="${n(x)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.25)}" fill="url(#${id}band)"/>`,
    `<path d="${grooves.join('')}" stroke="${metal.dark}" stroke-opacity="0.6" stroke-width="1.4"/>`,
  ];
  if (pushers) {
    for (const angle of [60, 120]) {
      const [px, py] = polar(cx, cy, r * 0.96, angle);
      parts.push(
        `<rect x="${n(px - w * 0.2)}" y="${n(py - h * 0.22)}" width="${n(w * 0.9)}" height="${n(h * 0.44)}" rx="${n(w * 0.2)}" fill="url(#${id}band)" transform="rotate(${n(angle - 90)} ${n(px)} ${n(py)})"/>`,
      );
    }
  }
  return parts.join('');
}

/** A polished bezel, or a diver's ceramic insert with a minute scale and a luminous pip at twelve. */
function bezelRing(
  id: string,
  cx: number,
  cy: number,
  r: number,
  width: number,
  metal: MetalTone,
  diver: boolean,
): string {
  const mid = r - width / 2 - r * 0.02;
  if (!diver) {
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(mid)}" fill="none" stroke="url(#${id}band)" stroke-width="${n(width)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - width - r * 0.03)}" fill="none" stroke="${metal.dark}" stroke-opacity="0.5" stroke-width="1.5"/>`
    );
  }
  const marks: string[] = [];
  for (let m = 5; m < 60; m += 5) {
    const [x1, y1] = polar(cx, cy, mid + width * 0.3, m * 6);
    const [x2, y2] = polar(cx, cy, mid - width * (m % 15 === 0 ? 0.3 : 0.1), m * 6);
    marks.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  const [px, py] = polar(cx, cy, mid, 0);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(mid)}" fill="none" stroke="#17191c" stroke-width="${n(width)}"/>` +
    `<path d="${marks.join('')}" stroke="#d9dad6" stroke-width="${n(r * 0.018)}"/>` +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(width * 0.22)}" fill="#eef0e2" stroke="url(#${id}band)" stroke-width="2"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - width - r * 0.03)}" fill="none" stroke="url(#${id}band)" stroke-width="${n(r * 0.03)}"/>`
  );
}
