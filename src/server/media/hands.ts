import { dialInk, type DialSpec } from './dial';
import { luminance, n, polar } from './svg';

// 10:10, the time watchmakers photograph: the hands frame the wordmark and look like a smile.
const HOUR = (10 + 10 / 60) * 30;
const MINUTE = 60;
const SECOND = 205;
const GMT = 128;

/** Polished hands vanish on a pale dial: there they are blued steel (classic dials) or dark rhodium. */
function handTone(d: DialSpec): { highlight: string; dark: string } {
  if (luminance(d.colour) <= 0.3) return d.metal;
  return d.features.numerals === 'roman'
    ? { highlight: '#4f6fb3', dark: '#13224a' }
    : { highlight: '#6b7078', dark: '#1e2125' };
}

/** A faceted (dauphine) hand: the two halves catch the light differently. */
function dauphine(d: DialSpec, angle: number, length: number, width: number): string {
  const tone = handTone(d);
  const { cx, cy } = d;
  const tail = length * 0.14;
  const shoulder = cy - length * 0.22;
  const light = `M${n(cx)} ${n(cy - length)}L${n(cx - width / 2)} ${n(shoulder)}L${n(cx)} ${n(cy + tail)}Z`;
  const dark = `M${n(cx)} ${n(cy - length)}L${n(cx + width / 2)} ${n(shoulder)}L${n(cx)} ${n(cy + tail)}Z`;
  return (
    `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">` +
    `<path d="${light}" fill="${tone.highlight}"/><path d="${dark}" fill="${tone.dark}"/></g>`
  );
}

/** A sword hand filled with luminous material, for divers and pilots' watches. */
function sword(d: DialSpec, angle: number, length: number, width: number): string {
  const { cx, cy } = d;
  const outline = `M${n(cx)} ${n(cy - length)}L${n(cx + width / 2)} ${n(cy - length * 0.8)}L${n(cx + width * 0.3)} ${n(cy + length * 0.1)}L${n(cx - width * 0.3)} ${n(cy + length * 0.1)}L${n(cx - width / 2)} ${n(cy - length * 0.8)}Z`;
  const lume = `M${n(cx)} ${n(cy - length * 0.93)}L${n(cx + width * 0.3)} ${n(cy - length * 0.78)}L${n(cx + width * 0.16)} ${n(cy - length * 0.2)}L${n(cx - width * 0.16)} ${n(cy - length * 0.2)}L${n(cx - width * 0.3)} ${n(cy - length * 0.78)}Z`;
  return (
    `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">` +
    `<path d="${outline}" fill="url(#${d.id}index)"/><path d="${lume}" fill="#eef0e2"/></g>`
  );
}

/** Hour, minute, optional GMT and seconds hands, with their shadow cast on the dial. */
export function hands(d: DialSpec): string {
  const { cx, cy, r, features: f } = d;
  const sporty = f.diver || f.numerals === 'arabic';
  const hand = sporty ? sword : dauphine;
  const parts = [hand(d, HOUR, r * 0.56, r * 0.085), hand(d, MINUTE, r * 0.84, r * 0.07)];
  if (f.gmt) {
    const [x, y] = polar(cx, cy, r * 0.8, GMT);
    const [bx1, by1] = polar(x, y, r * 0.07, GMT + 155);
    const [bx2, by2] = polar(x, y, r * 0.07, GMT - 155);
    parts.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(x)}" y2="${n(y)}" stroke="#b3262e" stroke-width="${n(r * 0.014)}"/>` +
        `<path d="M${n(x)} ${n(y)}L${n(bx1)} ${n(by1)}L${n(bx2)} ${n(by2)}Z" fill="#b3262e"/>`,
    );
  }
  const centralSeconds = !f.smallSeconds && !f.tourbillon;
  if (centralSeconds) {
    const accent = f.chronograph ? '#b3262e' : dialInk(d.colour) === '#1b1b1b' ? '#1d2a4a' : d.metal.light;
    const angle = f.chronograph ? 0 : SECOND;
    const [x, y] = polar(cx, cy, r * 0.92, angle);
    const [tx, ty] = polar(cx, cy, r * 0.22, angle + 180);
    parts.push(
      `<line x1="${n(tx)}" y1="${n(ty)}" x2="${n(x)}" y2="${n(y)}" stroke="${accent}" stroke-width="${n(r * 0.011)}" stroke-linecap="round"/>` +
        `<circle cx="${n(tx)}" cy="${n(ty)}" r="${n(r * 0.03)}" fill="${accent}"/>`,
    );
  }
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.035)}" fill="url(#${d.id}index)"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.012)}" fill="${d.metal.dark}"/>`,
  );
  return `<g filter="url(#${d.id}handShadow)">${parts.join('')}</g>`;
}
