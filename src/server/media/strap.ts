import { emblem } from './dial';
import type { ProductImageInput } from './input';
import { metalGradient, metalTone, strapStyleOf, strapGradient, type StrapLook } from './palette';
import { strapRun } from './strap-parts';
import type { Placement } from './watch-front';
import { lettering } from './lettering';
import { blur, BRAND_WORDMARK, n, shade, softShadow } from './svg';

const STEEL = metalTone('Stainless steel');
/** Units per millimetre of lug width: a 20 mm strap is drawn 130 units wide. */
const SCALE = 6.5;

const lookOf = (input: ProductImageInput): StrapLook => ({
  style: strapStyleOf(input.material),
  colour: input.colour,
});

/** A pin buckle: a rounded frame, its bar and the tongue resting across it. */
function buckle(id: string, cx: number, y: number, width: number): string {
  const w = width * 1.12;
  const h = width * 0.62;
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="none" stroke="url(#${id}steel)" stroke-width="${n(width * 0.1)}"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(y - width * 0.05)}" width="${n(w)}" height="${n(width * 0.1)}" rx="${n(width * 0.05)}" fill="url(#${id}steel)"/>` +
    `<rect x="${n(cx - width * 0.035)}" y="${n(y - h - width * 0.04)}" width="${n(width * 0.07)}" height="${n(h + width * 0.04)}" rx="${n(width * 0.03)}" fill="url(#${id}steel)"/>`
  );
}

/** The sliding clasp of a mesh bracelet: a polished plate with the emblem. */
function clasp(id: string, cx: number, y: number, width: number): string {
  const h = width * 0.5;
  return (
    `<rect x="${n(cx - width * 0.56)}" y="${n(y - h)}" width="${n(width * 1.12)}" height="${n(h)}" rx="${n(width * 0.08)}" fill="url(#${id}steel)" stroke="#7d8187"/>` +
    emblem(cx, y - h / 2, h * 0.22, '#5f656c')
  );
}

/** A quick-release spring bar, as it sits across the end of a strap. */
function springBar(id: string, cx: number, y: number, width: number): string {
  return `<rect x="${n(cx - width * 0.56)}" y="${n(y - width * 0.03)}" width="${n(width * 1.12)}" height="${n(width * 0.06)}" rx="${n(width * 0.03)}" fill="url(#${id}steel)"/>`;
}

/** Both halves laid flat on a diagonal: buckle piece above, holed piece with its keeper below. */
export function strapFront(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  return flatPair(input, at, lookOf(input), false);
}

/** The underside: the lining, stamped with the house name and the width, and the spring bars. */
export function strapBack(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  const look = lookOf(input);
  const lining: StrapLook =
    look.style === 'alligator' || look.style === 'leather'
      ? { style: 'leather', colour: shade(look.colour, 0.18) }
      : look;
  return flatPair(input, at, lining, true);
}

function flatPair(
  input: ProductImageInput,
  at: Placement,
  look: StrapLook,
  underside: boolean,
): { defs: string; body: string } {
  const { id, cx, cy } = at;
  const width = input.sizeMm * SCALE;
  const gap = width * 0.35;
  const defs = metalGradient(`${id}steel`, STEEL, 'horizontal') + softShadow(`${id}shadow`, 10, 0.3, 8);
  const ink = shade(look.colour, -0.45);
  const along = cy + gap + 170;
  const stamp = underside
    ? lettering(`${BRAND_WORDMARK} · ${input.sizeMm} MM`, {
        x: cx,
        y: along,
        size: width * 0.09,
        letterSpacing: width * 0.025,
        anchor: 'middle',
        baseline: 'middle',
        fill: ink,
        transform: `rotate(-90 ${n(cx)} ${n(along)})`,
      }) + emblem(cx, cy - gap - 120, width * 0.08, ink)
    : '';
  // A mesh bracelet closes with a sliding clasp: no holes, no keeper.
  const pinBuckle = look.style !== 'mesh';
  const body =
    `<g transform="rotate(-32 ${n(cx)} ${n(cy)})" filter="url(#${id}shadow)">` +
    strapRun(`${id}a`, look, STEEL, cx, cy - gap, -1, width, 260, { taper: 0.84 }) +
    (pinBuckle ? buckle(id, cx, cy - gap - 260, width * 0.84) : clasp(id, cx, cy - gap - 260, width * 0.84)) +
    strapRun(`${id}b`, look, STEEL, cx, cy + gap, 1, width, 320, {
      taper: 0.8,
      tip: true,
      holes: !underside,
      keeper: !underside,
    }) +
    springBar(id, cx, cy - gap - 6, width) +
    springBar(id, cx, cy + gap + 6, width) +
    stamp +
    `</g>`;
  return { defs, body };
}

/** The strap closed as if around a wrist, seen at an angle: the far side darker, the buckle in front. */
export function strapSide(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  const { id, cx, cy } = at;
  const look = lookOf(input);
  const colour = look.style === 'mesh' ? STEEL.mid : look.colour;
  const band = input.sizeMm * SCALE * 0.55;
  const rx = 230;
  const ry = 120;
  const defs =
    metalGradient(`${id}steel`, STEEL, 'horizontal') +
    strapGradient(`${id}near`, colour, true) +
    strapGradient(`${id}far`, shade(colour, -0.3), true) +
    blur(`${id}blur`, 14);
  const arc = (sweep: 0 | 1) =>
    `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 ${sweep} ${n(cx + rx)} ${n(cy)}`;
  const stitch =
    look.style === 'rubber' || look.style === 'mesh'
      ? ''
      : `<path d="${arc(0)}" fill="none" stroke="${shade(colour, 0.45)}" stroke-width="2" stroke-dasharray="9 7" transform="translate(0 ${n(band * 0.34)})"/>`;
  const body =
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry + band * 0.9)}" rx="${n(rx * 1.05)}" ry="${n(ry * 0.3)}" fill="#000" fill-opacity="0.18" filter="url(#${id}blur)"/>` +
    `<path d="${arc(1)}" fill="none" stroke="url(#${id}far)" stroke-width="${n(band)}"/>` +
    `<path d="${arc(0)}" fill="none" stroke="url(#${id}near)" stroke-width="${n(band)}"/>` +
    stitch +
    `<rect x="${n(cx - band * 0.55)}" y="${n(cy + ry - band * 0.62)}" width="${n(band * 1.1)}" height="${n(band * 1.24)}" rx="${n(band * 0.4)}" fill="none" stroke="url(#${id}steel)" stroke-width="${n(band * 0.12)}"/>`;
  return { defs, body };
}
