import { dialInk, subDialTone, type DialSpec } from './dial';
import { n, polar, shade } from './svg';

/** Sub-dials, the moon aperture and the tourbillon opening: whatever the features ask for. */
export function complications(d: DialSpec): string {
  const { cx, cy, r, features: f } = d;
  const out: string[] = [];
  const side = r * 0.45;
  if (f.chronograph || f.perpetual) {
    out.push(subDial(d, cx - side, cy, r * 0.19, 200), subDial(d, cx + side, cy, r * 0.19, 40));
  }
  if (f.smallSeconds) out.push(subDial(d, cx, cy + side, r * 0.2, 150));
  if (f.moon) out.push(moonAperture(d, cx, cy + side));
  if (f.tourbillon) out.push(tourbillon(d, cx, cy + side * 1.02, r * 0.22));
  return out.join('');
}

/** A recessed counter with a snailed (concentric) finish and its own small hand. */
function subDial(d: DialSpec, x: number, y: number, sr: number, handAngle: number): string {
  const ink = dialInk(d.colour);
  const tone = subDialTone(d.colour, d.metal);
  const rings: string[] = [];
  for (let k = 0.25; k < 0.95; k += 0.09) {
    rings.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sr * k)}" fill="none" stroke="${ink}" stroke-opacity="0.08"/>`,
    );
  }
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [x1, y1] = polar(x, y, sr * 0.78, i * 30);
    const [x2, y2] = polar(x, y, sr * 0.94, i * 30);
    ticks.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  const [hx, hy] = polar(x, y, sr * 0.82, handAngle);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sr)}" fill="${tone}" stroke="url(#${d.id}index)" stroke-width="${n(sr * 0.05)}"/>` +
    rings.join('') +
    `<path d="${ticks.join('')}" stroke="${ink}" stroke-opacity="0.7" stroke-width="${n(sr * 0.03)}"/>` +
    `<line x1="${n(x)}" y1="${n(y)}" x2="${n(hx)}" y2="${n(hy)}" stroke="url(#${d.id}index)" stroke-width="${n(sr * 0.07)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sr * 0.08)}" fill="${d.metal.mid}"/>`
  );
}

/** A half-disc window onto a night sky with a gold moon and a few stars. */
function moonAperture(d: DialSpec, x: number, y: number): string {
  const w = d.r * 0.2;
  const sky = '#101b3c';
  const stars = [
    [-0.55, -0.35],
    [0.5, -0.55],
    [0.2, -0.2],
    [-0.2, -0.7],
  ]
    .map(
      ([sx, sy]) =>
        `<circle cx="${n(x + (sx ?? 0) * w)}" cy="${n(y + (sy ?? 0) * w)}" r="${n(w * 0.035)}" fill="#f3e2ad"/>`,
    )
    .join('');
  return (
    `<path d="M${n(x - w - 3)} ${n(y + 2)}A${n(w + 3)} ${n(w + 3)} 0 0 1 ${n(x + w + 3)} ${n(y + 2)}Z" fill="url(#${d.id}index)"/>` +
    `<path d="M${n(x - w)} ${n(y)}A${n(w)} ${n(w)} 0 0 1 ${n(x + w)} ${n(y)}Z" fill="${sky}"/>` +
    stars +
    `<circle cx="${n(x + w * 0.28)}" cy="${n(y - w * 0.42)}" r="${n(w * 0.3)}" fill="#e9c877"/>`
  );
}

/** An opening at six showing the rotating cage: three arms, a balance wheel and a jewel. */
function tourbillon(d: DialSpec, x: number, y: number, tr: number): string {
  const arms: string[] = [];
  for (let a = 20; a < 360; a += 120) {
    const [ax, ay] = polar(x, y, tr * 0.82, a);
    arms.push(`M${n(x)} ${n(y)}L${n(ax)} ${n(ay)}`);
  }
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr + 3)}" fill="url(#${d.id}index)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr)}" fill="${shade(d.colour, -0.75)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr * 0.62)}" fill="none" stroke="#caa45a" stroke-width="${n(tr * 0.06)}"/>` +
    `<path d="${arms.join('')}" stroke="${d.metal.light}" stroke-width="${n(tr * 0.09)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr * 0.1)}" fill="#9c1f2e"/>`
  );
}
