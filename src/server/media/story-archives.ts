import { lettering } from './lettering';
import { linear, n, polar } from './svg';

const INK = '#2c3b5a';

/** A dimension line with arrowheads and its label, as on a technical drawing. */
function dimension(x1: number, x2: number, y: number, label: string): string {
  const head = (x: number, dir: number) => `M${n(x)} ${n(y)}l${n(dir * 12)} -5v10Z`;
  return (
    `<path d="M${n(x1)} ${n(y)}H${n(x2)}" stroke="${INK}" stroke-width="1.2"/>` +
    `<path d="${head(x1, 1)}${head(x2, -1)}" fill="${INK}"/>` +
    lettering(label, { x: (x1 + x2) / 2, y: y - 12, size: 22, anchor: 'middle', fill: INK })
  );
}

/** The house's 1887 drawing of its first watch: a plan and a profile in ink on aged paper. */
export function archivesScene(width: number, height: number): { defs: string; body: string } {
  const cx = width * 0.42;
  const cy = height * 0.5;
  const r = height * 0.27;
  const grid: string[] = [];
  for (let x = 40; x < width; x += 40) grid.push(`M${x} 0V${height}`);
  for (let y = 40; y < height; y += 40) grid.push(`M0 ${y}H${width}`);
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const [x1, y1] = polar(cx, cy, r * 0.86, i * 6);
    const [x2, y2] = polar(cx, cy, r * (i % 5 === 0 ? 0.76 : 0.81), i * 6);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }).join('');
  const px = width * 0.78;
  const defs = linear('aPaper', [
    { offset: 0, colour: '#f1e8d6' },
    { offset: 1, colour: '#e2d5bb' },
  ]);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#aPaper)"/>` +
    `<path d="${grid.join('')}" stroke="${INK}" stroke-opacity="0.07" stroke-width="1"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="1.6">` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}"/>` +
    `<rect x="${n(cx - 14)}" y="${n(cy - r - 26)}" width="28" height="26"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.45)}" r="${n(r * 0.2)}"/>` +
    `<path d="${ticks}"/>` +
    `<path d="M${n(cx)} ${n(cy)}L${n(cx + r * 0.5)} ${n(cy - r * 0.3)}M${n(cx)} ${n(cy)}L${n(cx - r * 0.12)} ${n(cy - r * 0.72)}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M${n(cx - r * 1.25)} ${n(cy)}H${n(cx + r * 1.25)}M${n(cx)} ${n(cy - r * 1.3)}V${n(cy + r * 1.25)}" stroke-dasharray="18 6 4 6" stroke-width="1"/>` +
    `<rect x="${n(px - 26)}" y="${n(cy - r)}" width="52" height="${n(r * 2)}" rx="10"/>` +
    `<path d="M${n(px - 26)} ${n(cy - r * 0.9)}h-10v${n(r * 1.8)}h10M${n(px + 26)} ${n(cy - r * 0.15)}h16v${n(r * 0.3)}h-16"/>` +
    `</g>` +
    dimension(cx - r, cx + r, cy + r + 60, 'Ø 40,0') +
    dimension(px - 26, px + 26, cy + r + 60, '11,2') +
    lettering('Calibre No. 1 — Genève, 1887', {
      x: width * 0.06,
      y: height * 0.12,
      size: 34,
      face: 'italic',
      fill: INK,
    });
  return { defs, body };
}
