import { metalGradient, strapGradient, type MetalTone, type StrapLook } from './palette';
import { linear, n, shade } from './svg';

export interface RunOptions {
  /** Width at the far end as a share of the width at the lugs. */
  taper?: number;
  /** Rounded tip at the far end (a strap's end) instead of running out of the picture. */
  tip?: boolean;
  holes?: boolean;
  keeper?: boolean;
}

/**
 * One half of a strap, drawn vertically from `y0` in direction `dir` (-1 up, 1 down) over `length`,
 * `width` wide at the lugs. Carries its own gradients and textures, so any number can share an SVG.
 */
export function strapRun(
  id: string,
  look: StrapLook,
  metal: MetalTone,
  cx: number,
  y0: number,
  dir: -1 | 1,
  width: number,
  length: number,
  options: RunOptions = {},
): string {
  const taper = options.taper ?? 0.88;
  const y1 = y0 + dir * length;
  const half0 = width / 2;
  const half1 = (width * taper) / 2;
  const tip = options.tip ? dir * half1 * 1.1 : 0;
  const outline =
    `M${n(cx - half0)} ${n(y0)}L${n(cx + half0)} ${n(y0)}L${n(cx + half1)} ${n(y1)}` +
    (options.tip
      ? `Q${n(cx + half1)} ${n(y1 + tip)} ${n(cx)} ${n(y1 + tip)}Q${n(cx - half1)} ${n(y1 + tip)} ${n(cx - half1)} ${n(y1)}`
      : `L${n(cx - half1)} ${n(y1)}`) +
    'Z';
  if (look.style === 'bracelet') return bracelet(id, metal, cx, y0, dir, width, length);
  const base = look.style === 'mesh' ? metal.mid : look.colour;
  const defs: string[] = [
    look.style === 'mesh'
      ? metalGradient(`${id}fill`, metal, 'horizontal')
      : strapGradient(`${id}fill`, base, false),
  ];
  const layers = [`<path d="${outline}" fill="url(#${id}fill)"/>`];
  const texture = textureFor(id, look, base, width);
  if (texture) {
    defs.push(texture);
    layers.push(`<path d="${outline}" fill="url(#${id}tex)"/>`);
  }
  if (look.style !== 'mesh' && look.style !== 'rubber') {
    const inset = width * 0.09;
    const stitch =
      `M${n(cx - half0 + inset)} ${n(y0)}L${n(cx - half1 + inset)} ${n(y1)}` +
      `M${n(cx + half0 - inset)} ${n(y0)}L${n(cx + half1 - inset)} ${n(y1)}`;
    layers.push(
      `<path d="${stitch}" stroke="${shade(base, 0.45)}" stroke-opacity="0.85" stroke-width="${n(width * 0.018)}" stroke-dasharray="${n(width * 0.06)} ${n(width * 0.045)}"/>`,
    );
  }
  if (options.holes) {
    for (let i = 0; i < 5; i++) {
      const y = y0 + dir * length * (0.5 + i * 0.085);
      layers.push(
        `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(width * 0.055)}" ry="${n(width * 0.045)}" fill="${shade(base, -0.7)}"/>`,
      );
    }
  }
  if (options.keeper) {
    const y = y0 + dir * length * 0.3;
    layers.push(
      `<rect x="${n(cx - half0 * 1.04)}" y="${n(y - width * 0.07)}" width="${n(half0 * 2.08)}" height="${n(width * 0.14)}" rx="${n(width * 0.04)}" fill="${shade(base, -0.15)}" stroke="${shade(base, -0.45)}"/>`,
    );
  }
  return `<defs>${defs.join('')}</defs>${layers.join('')}`;
}

/** Scales for alligator, fine grooves for rubber, a woven grid for Milanese mesh; smooth leather has none. */
function textureFor(id: string, look: StrapLook, base: string, width: number): string | null {
  if (look.style === 'alligator') {
    // Staggered rows of rounded rectangular scales, larger along the centre as on a real belly cut.
    const w = width / 3.4;
    const h = width / 7;
    const scale = (x: number, y: number) =>
      `<rect x="${n(x + 1.5)}" y="${n(y + 1.5)}" width="${n(w - 3)}" height="${n(h - 3)}" rx="${n(h * 0.3)}"/>`;
    return (
      `<pattern id="${id}tex" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(h * 2)}" x="${n(-w / 2)}">` +
      `<g fill="${shade(base, 0.1)}" fill-opacity="0.16" stroke="${shade(base, -0.6)}" stroke-opacity="0.4" stroke-width="1.2">` +
      scale(0, 0) +
      scale(-w / 2, h) +
      scale(w / 2, h) +
      `</g></pattern>`
    );
  }
  if (look.style === 'rubber') {
    const h = width / 9;
    return `<pattern id="${id}tex" patternUnits="userSpaceOnUse" width="${n(width)}" height="${n(h)}"><rect width="${n(width)}" height="${n(h * 0.35)}" fill="#000" fill-opacity="0.35"/></pattern>`;
  }
  if (look.style === 'mesh') {
    const s = Math.max(3, width / 28);
    return `<pattern id="${id}tex" patternUnits="userSpaceOnUse" width="${n(s)}" height="${n(s)}"><path d="M0 ${n(s)}L${n(s)} 0M0 0L${n(s)} ${n(s)}" stroke="#3f444a" stroke-opacity="0.35" stroke-width="0.8"/></pattern>`;
  }
  return null;
}

/** A three-row bracelet: brushed outer links, polished centre links, dark gaps between them. */
function bracelet(
  id: string,
  metal: MetalTone,
  cx: number,
  y0: number,
  dir: -1 | 1,
  width: number,
  length: number,
): string {
  const linkH = width * 0.3;
  const defs =
    metalGradient(`${id}outer`, metal, 'horizontal') +
    linear(
      `${id}centre`,
      [
        { offset: 0, colour: metal.mid },
        { offset: 0.5, colour: metal.highlight },
        { offset: 1, colour: metal.mid },
      ],
      0,
      0,
      1,
      0,
    );
  const links: string[] = [];
  const outerW = width * 0.3;
  const centreW = width * 0.36;
  for (let i = 0; i * linkH < length; i++) {
    const y = dir > 0 ? y0 + i * linkH : y0 - (i + 1) * linkH;
    const shrink = Math.min(1, 1 - (i * linkH) / length / 10);
    const ow = outerW * shrink;
    const offset = i % 2 === 0 ? 0 : linkH / 2;
    links.push(
      `<rect x="${n(cx - centreW / 2 - ow)}" y="${n(y)}" width="${n(ow - 2)}" height="${n(linkH - 3)}" rx="3" fill="url(#${id}outer)"/>`,
      `<rect x="${n(cx + centreW / 2 + 2)}" y="${n(y)}" width="${n(ow - 2)}" height="${n(linkH - 3)}" rx="3" fill="url(#${id}outer)"/>`,
      `<rect x="${n(cx - centreW / 2 + 1)}" y="${n(y + offset - linkH / 2)}" width="${n(centreW - 2)}" height="${n(linkH - 3)}" rx="4" fill="url(#${id}centre)"/>`,
    );
  }
  const clipY = dir > 0 ? y0 : y0 - length;
  return (
    `<defs>${defs}<clipPath id="${id}clip"><rect x="${n(cx - width)}" y="${n(clipY)}" width="${n(width * 2)}" height="${n(length)}"/></clipPath></defs>` +
    `<rect x="${n(cx - width / 2)}" y="${n(clipY)}" width="${n(width)}" height="${n(length)}" fill="${metal.dark}"/>` +
    `<g clip-path="url(#${id}clip)">${links.join('')}</g>`
  );
}
