import { emblem } from './dial';
import type { ProductImageInput } from './input';
import { metalGradient, metalTone, watchStrapLook } from './palette';
import { strapRun } from './strap-parts';
import { lugs, type Placement } from './watch-front';
import { arcLettering, lettering } from './lettering';
import { BRAND_WORDMARK, n, polar, radial, softShadow } from './svg';

/**
 * The caseback: a screwed-down plate with engraved concentric rings, the house emblem and, around it, the
 * model's name and SWISS MADE. Engraving is drawn as a dark line with a lighter one just below it.
 */
export function watchBack(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  const { id, cx, cy, r } = at;
  const metal = metalTone(input.material);
  const look = watchStrapLook(input.name, input.material, input.colour, input.sku);
  // The underside of a leather strap is its lining: the same hide, a shade lighter and without scales.
  const lining =
    look.style === 'alligator' || look.style === 'leather'
      ? { style: 'leather' as const, colour: look.colour }
      : look;
  const plate = r * 0.8;
  const textR = plate * 0.8;
  const defs =
    metalGradient(`${id}case`, metal) +
    metalGradient(`${id}band`, metal, 'horizontal') +
    radial(
      `${id}plate`,
      [
        { offset: 0, colour: metal.highlight },
        { offset: 0.6, colour: metal.light },
        { offset: 1, colour: metal.mid },
      ],
      0.4,
      0.35,
      0.75,
    ) +
    softShadow(`${id}caseShadow`, r * 0.06, 0.35, r * 0.05);
  const lugGap = r * 1.02;
  const engraved = (d: string, width: number) =>
    `<g fill="none" stroke-width="${n(width)}"><path d="${d}" stroke="${metal.dark}" stroke-opacity="0.55"/><path d="${d}" stroke="${metal.highlight}" stroke-opacity="0.8" transform="translate(0 1.2)"/></g>`;
  const ring = (rr: number) =>
    `M${n(cx - rr)} ${n(cy)}A${n(rr)} ${n(rr)} 0 1 0 ${n(cx + rr)} ${n(cy)}A${n(rr)} ${n(rr)} 0 1 0 ${n(cx - rr)} ${n(cy)}`;
  const notches: string[] = [];
  for (let a = 0; a < 360; a += 60) {
    const [x, y] = polar(cx, cy, plate * 0.97, a + 30);
    notches.push(
      `<rect x="${n(x - plate * 0.05)}" y="${n(y - plate * 0.025)}" width="${n(plate * 0.1)}" height="${n(plate * 0.05)}" rx="2" fill="${metal.dark}" fill-opacity="0.7" transform="rotate(${n(a + 30)} ${n(x)} ${n(y)})"/>`,
    );
  }
  const label = (text: string, side: 'top' | 'bottom', radius: number, size: number) =>
    arcLettering(text, {
      cx,
      cy,
      r: radius,
      side,
      size,
      letterSpacing: size * 0.28,
      fill: metal.dark,
      fillOpacity: 0.75,
    });
  const crownX = cx - r * 0.97 - r * 0.11;
  const body = [
    strapRun(`${id}top`, lining, metal, cx, cy - r * 0.72, -1, lugGap, r * 2.6),
    strapRun(`${id}bottom`, lining, metal, cx, cy + r * 0.72, 1, lugGap, r * 2.6),
    `<g filter="url(#${id}caseShadow)">`,
    lugs(id, cx, cy, r, lugGap),
    `<rect x="${n(crownX)}" y="${n(cy - r * 0.13)}" width="${n(r * 0.11)}" height="${n(r * 0.26)}" rx="${n(r * 0.03)}" fill="url(#${id}band)"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}case)"/>`,
    `</g>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(plate)}" fill="url(#${id}plate)" stroke="${metal.dark}" stroke-opacity="0.5" stroke-width="2"/>`,
    notches.join(''),
    engraved(ring(plate * 0.9), 1.2),
    engraved(ring(plate * 0.66), 1.2),
    engraved(ring(plate * 0.62), 0.8),
    engraved(ring(plate * 0.38), 1),
    engraved(ring(plate * 0.34), 0.8),
    engraved(ring(plate * 0.3), 0.6),
    label(`${BRAND_WORDMARK} · ${input.name.toUpperCase()}`, 'top', textR, plate * 0.075),
    label('SWISS MADE · SAPPHIRE CRYSTAL · WATER RESISTANT', 'bottom', textR + plate * 0.06, plate * 0.058),
    emblem(cx, cy - plate * 0.04, plate * 0.14, metal.dark),
    lettering(input.material.toUpperCase(), {
      x: cx,
      y: cy + plate * 0.2,
      size: plate * 0.06,
      letterSpacing: plate * 0.02,
      anchor: 'middle',
      fill: metal.dark,
      fillOpacity: 0.7,
    }),
  ].join('');
  return { defs, body };
}
