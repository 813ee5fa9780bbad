import { emblem } from './dial';
import { dialFeatures } from './features';
import type { ProductImageInput } from './input';
import { metalGradient, metalTone, watchStrapLook } from './palette';
import type { Placement } from './watch-front';
import { blur, linear, n, radial, shade } from './svg';

/** The case in profile, seen from three o'clock: crown towards the viewer, straps curving away below. */
export function watchSide(input: ProductImageInput, at: Placement): { defs: string; body: string } {
  const { id, cx, r } = at;
  // The case sits above centre so the case and the strap's loop below it are centred together.
  const cy = at.cy - r * 0.6;
  const metal = metalTone(input.material);
  const f = dialFeatures(input.name);
  const look = watchStrapLook(input.name, input.material, input.colour, input.sku);
  const thin = /ultra-thin|joaillerie/i.test(input.name);
  const t = r * (f.chronograph || f.diver ? 0.36 : thin ? 0.2 : 0.28);
  const top = cy - t / 2;
  const bottom = cy + t / 2;
  const strapColour = look.style === 'bracelet' || look.style === 'mesh' ? metal.mid : look.colour;
  const defs =
    metalGradient(`${id}band`, metal, 'vertical') +
    radial(
      `${id}crown`,
      [
        { offset: 0, colour: metal.highlight },
        { offset: 0.7, colour: metal.mid },
        { offset: 1, colour: metal.dark },
      ],
      0.4,
      0.35,
      0.6,
    ) +
    linear(
      `${id}glass`,
      [
        { offset: 0, colour: '#eef3f6', opacity: 0.9 },
        { offset: 1, colour: '#b8c4cc', opacity: 0.6 },
      ],
      0,
      0,
      0,
      1,
    ) +
    blur(`${id}shadow`, r * 0.09);
  const lug = (sx: -1 | 1) => {
    const x0 = cx + sx * r * 0.9;
    const x1 = cx + sx * r * 1.22;
    return `<path d="M${n(x0)} ${n(top + t * 0.1)}Q${n(x1)} ${n(top + t * 0.1)} ${n(x1)} ${n(bottom + t * 0.5)}L${n(x1 - sx * t * 0.35)} ${n(bottom + t * 0.55)}Q${n(x1 - sx * t * 0.4)} ${n(bottom)} ${n(x0)} ${n(bottom)}Z" fill="url(#${id}band)"/>`;
  };
  // The strap closes into a loop under the case, as a watch sits on a display cushion.
  const loopY = bottom + t * 0.5;
  const depth = r * 1.45;
  const loop =
    `M${n(cx - r * 1.15)} ${n(loopY)}C${n(cx - r * 1.5)} ${n(loopY + depth * 0.7)} ${n(cx - r * 0.9)} ${n(loopY + depth)} ${n(cx)} ${n(loopY + depth)}` +
    `C${n(cx + r * 0.9)} ${n(loopY + depth)} ${n(cx + r * 1.5)} ${n(loopY + depth * 0.7)} ${n(cx + r * 1.15)} ${n(loopY)}`;
  const strapWidth = t * 0.42;
  const metallic = look.style === 'bracelet' || look.style === 'mesh';
  const strapLayers =
    `<path d="${loop}" fill="none" stroke="${shade(strapColour, -0.35)}" stroke-width="${n(strapWidth)}" stroke-linecap="round"/>` +
    `<path d="${loop}" fill="none" stroke="${strapColour}" stroke-width="${n(strapWidth * 0.6)}" stroke-linecap="round"/>` +
    (metallic
      ? `<path d="${loop}" fill="none" stroke="${metal.dark}" stroke-width="${n(strapWidth * 0.9)}" stroke-dasharray="2 ${n(strapWidth * 0.55)}"/>`
      : '') +
    `<rect x="${n(cx - strapWidth * 0.9)}" y="${n(loopY + depth - strapWidth * 0.75)}" width="${n(strapWidth * 1.8)}" height="${n(strapWidth * 1.5)}" rx="${n(strapWidth * 0.3)}" fill="url(#${id}crown)"/>`;
  const crownR = t * 0.42;
  const crownX = cx;
  const knurl: string[] = [];
  for (let a = 0; a < 360; a += 15) {
    const rad = (a * Math.PI) / 180;
    knurl.push(
      `M${n(crownX + Math.cos(rad) * crownR * 0.82)} ${n(cy + Math.sin(rad) * crownR * 0.82)}L${n(crownX + Math.cos(rad) * crownR)} ${n(cy + Math.sin(rad) * crownR)}`,
    );
  }
  const pushers = f.chronograph
    ? [-1, 1]
        .map(
          (sx) =>
            `<rect x="${n(cx + sx * r * 0.42 - t * 0.16)}" y="${n(cy - t * 0.16)}" width="${n(t * 0.32)}" height="${n(t * 0.32)}" rx="${n(t * 0.08)}" fill="url(#${id}crown)"/>`,
        )
        .join('')
    : '';
  const body = [
    `<ellipse cx="${n(cx)}" cy="${n(bottom + t * 0.5 + r * 1.5)}" rx="${n(r * 1.2)}" ry="${n(r * 0.12)}" fill="#000" fill-opacity="0.22" filter="url(#${id}shadow)"/>`,
    strapLayers,
    lug(-1),
    lug(1),
    `<rect x="${n(cx - r * 0.8)}" y="${n(bottom - t * 0.05)}" width="${n(r * 1.6)}" height="${n(t * 0.22)}" rx="${n(t * 0.08)}" fill="${shade(metal.mid, -0.1)}"/>`,
    `<rect x="${n(cx - r)}" y="${n(top)}" width="${n(r * 2)}" height="${n(t)}" rx="${n(t * 0.22)}" fill="url(#${id}band)"/>`,
    `<rect x="${n(cx - r * 0.97)}" y="${n(top - t * 0.16)}" width="${n(r * 1.94)}" height="${n(t * 0.2)}" rx="${n(t * 0.08)}" fill="${f.diver ? '#17191c' : `url(#${id}band)`}"/>`,
    // Through the domed crystal, the dial shows as a thin line of colour.
    `<rect x="${n(cx - r * 0.86)}" y="${n(top - t * 0.2)}" width="${n(r * 1.72)}" height="${n(t * 0.07)}" fill="${input.colour}"/>`,
    `<path d="M${n(cx - r * 0.88)} ${n(top - t * 0.15)}Q${n(cx)} ${n(top - t * (thin ? 0.35 : 0.5))} ${n(cx + r * 0.88)} ${n(top - t * 0.15)}Z" fill="url(#${id}glass)"/>`,
    `<line x1="${n(cx - r * 0.98)}" y1="${n(cy)}" x2="${n(cx + r * 0.98)}" y2="${n(cy)}" stroke="${metal.highlight}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    pushers,
    `<circle cx="${n(crownX)}" cy="${n(cy)}" r="${n(crownR)}" fill="url(#${id}crown)" stroke="${metal.dark}" stroke-width="1"/>`,
    `<path d="${knurl.join('')}" stroke="${metal.dark}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    emblem(crownX, cy, crownR * 0.45, metal.dark),
  ].join('');
  return { defs, body };
}
