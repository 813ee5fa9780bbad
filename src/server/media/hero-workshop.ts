import { metalGradient, metalTone } from './palette';
import { linear, n, polar, radial, softShadow } from './svg';

const STEEL = metalTone('Stainless steel');
const GOLD = metalTone('18k yellow gold');

/** A toothed wheel: `teeth` trapezoids around a rim, with a hub and crossings (spokes). */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string, spokes = 4): string {
  const points: string[] = [];
  const step = 360 / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [da, rr] of [
      [0, r * 0.9],
      [step * 0.2, r],
      [step * 0.5, r],
      [step * 0.7, r * 0.9],
    ] as const) {
      const [x, y] = polar(cx, cy, rr, a + da);
      points.push(`${n(x)},${n(y)}`);
    }
  }
  const arms: string[] = [];
  for (let i = 0; i < spokes; i++) {
    const [x, y] = polar(cx, cy, r * 0.72, (360 / spokes) * i + 20);
    arms.push(`M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`);
  }
  return (
    `<polygon points="${points.join(' ')}" fill="${fill}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="#2a2522" fill-opacity="0.85"/>` +
    `<path d="${arms.join('')}" stroke="${fill}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.2)}" fill="${fill}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(2, r * 0.08))}" fill="#9c1f2e"/>`
  );
}

/** An uncased movement: perlage on the plate, striped bridges, gold wheels, a balance and ruby jewels. */
function movement(cx: number, cy: number, r: number): string {
  const jewels = [
    [0.3, -0.42],
    [-0.45, 0.1],
    [0.55, 0.35],
    [-0.1, 0.6],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${n(cx + (x ?? 0) * r)}" cy="${n(cy + (y ?? 0) * r)}" r="${n(r * 0.03)}" fill="#a5122a" stroke="#e9c9a0" stroke-width="2"/>`,
    )
    .join('');
  const [bx, by] = [cx - r * 0.38, cy + r * 0.38];
  const balanceArms = [0, 120, 240]
    .map((a) => {
      const [x, y] = polar(bx, by, r * 0.22, a + 15);
      return `M${n(bx)} ${n(by)}L${n(x)} ${n(y)}`;
    })
    .join('');
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#plate)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#perlage)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#7d8187" stroke-width="3"/>` +
    gear(cx + r * 0.28, cy - r * 0.1, r * 0.36, 60, GOLD.mid, 5) +
    gear(cx - r * 0.1, cy - r * 0.45, r * 0.2, 36, GOLD.light) +
    gear(cx + r * 0.5, cy + r * 0.42, r * 0.17, 30, GOLD.mid) +
    `<path d="M${n(cx - r * 0.95)} ${n(cy - r * 0.1)}Q${n(cx - r * 0.2)} ${n(cy - r * 0.05)} ${n(cx + r * 0.1)} ${n(cy + r * 0.9)}L${n(cx + r * 0.35)} ${n(cy + r * 0.85)}Q${n(cx)} ${n(cy + r * 0.05)} ${n(cx - r * 0.9)} ${n(cy - r * 0.32)}Z" fill="url(#stripes)" stroke="#8b9096" stroke-width="1.5"/>` +
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.24)}" fill="none" stroke="${GOLD.mid}" stroke-width="${n(r * 0.035)}"/>` +
    `<path d="${balanceArms}" stroke="${GOLD.mid}" stroke-width="${n(r * 0.025)}"/>` +
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.04)}" fill="#a5122a"/>` +
    jewels
  );
}

/** The watchmaker's bench from above: walnut, a green leather mat, a movement, a loupe and tools. */
export function workshopScene(width: number, height: number): { defs: string; body: string } {
  const mx = width * 0.5;
  const cx = width * 0.7;
  const cy = height * 0.5;
  const grain: string[] = [];
  for (let i = 0; i < 18; i++) {
    const y = i * 42 + 10 * Math.sin(i * 1.7);
    const a = 14 * Math.sin(i * 2.3);
    grain.push(
      `M-20 ${n(y)}C${n(width * 0.3)} ${n(y + a)} ${n(width * 0.6)} ${n(y - a)} ${n(width + 20)} ${n(y + a * 0.5)}`,
    );
  }
  const defs =
    linear(
      'walnut',
      [
        { offset: 0, colour: '#3b2718' },
        { offset: 0.5, colour: '#5a3b24' },
        { offset: 1, colour: '#2e1f14' },
      ],
      0,
      0,
      1,
      0.3,
    ) +
    linear('mat', [
      { offset: 0, colour: '#2f4a3c' },
      { offset: 1, colour: '#1f3329' },
    ]) +
    radial('lamp', [
      { offset: 0, colour: '#fff1d6', opacity: 0.35 },
      { offset: 1, colour: '#fff1d6', opacity: 0 },
    ]) +
    radial(
      'plate',
      [
        { offset: 0, colour: '#e6e8ea' },
        { offset: 1, colour: '#a9adb2' },
      ],
      0.4,
      0.35,
      0.7,
    ) +
    `<pattern id="perlage" patternUnits="userSpaceOnUse" width="18" height="18"><circle cx="9" cy="9" r="8" fill="none" stroke="#8e9399" stroke-opacity="0.35"/></pattern>` +
    `<pattern id="stripes" patternUnits="userSpaceOnUse" width="14" height="14" patternTransform="rotate(35)"><rect width="14" height="14" fill="#c9cdd1"/><rect width="7" height="14" fill="#dfe2e5"/></pattern>` +
    metalGradient('tool', STEEL, 'vertical') +
    linear('loupeGlass', [
      { offset: 0, colour: '#dfe9ee', opacity: 0.55 },
      { offset: 1, colour: '#8aa0ab', opacity: 0.25 },
    ]) +
    softShadow('lift', 9, 0.5, 8);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#walnut)"/>` +
    `<path d="${grain.join('')}" fill="none" stroke="#1d130b" stroke-opacity="0.35" stroke-width="2"/>` +
    `<rect x="${n(mx)}" y="60" width="${n(width - mx - 60)}" height="${n(height - 120)}" rx="18" fill="url(#mat)" filter="url(#lift)"/>` +
    `<g filter="url(#lift)">${movement(cx, cy, 190)}</g>` +
    `<g filter="url(#lift)" transform="rotate(-18 ${n(mx + 120)} ${n(height * 0.78)})">` +
    `<rect x="${n(mx + 20)}" y="${n(height * 0.78 - 9)}" width="190" height="18" rx="6" fill="url(#tool)"/>` +
    `<rect x="${n(mx + 210)}" y="${n(height * 0.78 - 3)}" width="60" height="6" fill="#8d9298"/>` +
    `<rect x="${n(mx + 20)}" y="${n(height * 0.78 - 9)}" width="36" height="18" rx="6" fill="#1d2a4a"/></g>` +
    `<g filter="url(#lift)" transform="rotate(24 ${n(width - 150)} 160)">` +
    `<path d="M${n(width - 250)} 154L${n(width - 40)} 158L${n(width - 250)} 166Z" fill="url(#tool)"/>` +
    `<path d="M${n(width - 250)} 172L${n(width - 40)} 160L${n(width - 250)} 180Z" fill="url(#tool)"/></g>` +
    `<g filter="url(#lift)"><circle cx="${n(mx + 120)}" cy="170" r="62" fill="#1b1b1b"/>` +
    `<circle cx="${n(mx + 120)}" cy="170" r="48" fill="url(#loupeGlass)" stroke="#3a3a3a" stroke-width="3"/></g>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy - 120)}" rx="${n(width * 0.4)}" ry="${n(height * 0.8)}" fill="url(#lamp)"/>`;
  return { defs, body };
}
