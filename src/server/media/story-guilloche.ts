import { blur, linear, n, polar, radial } from './svg';

/**
 * A dial under the rose engine, seen close: the guilloché rosette is circles whose centres walk round a
 * smaller circle (the lathe's own geometry), and the cutter's tip enters from the left.
 */
export function guillocheScene(width: number, height: number): { defs: string; body: string } {
  const cx = width * 0.62;
  const cy = height * 0.54;
  const r = height * 0.46;
  const rosette: string[] = [];
  for (let i = 0; i < 72; i++) {
    const [x, y] = polar(cx, cy, r * 0.34, i * 5);
    rosette.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.58)}"/>`);
  }
  const indices = Array.from({ length: 12 }, (_, i) => {
    const [x1, y1] = polar(cx, cy, r * 0.97, i * 30);
    const [x2, y2] = polar(cx, cy, r * (i % 3 === 0 ? 0.84 : 0.89), i * 30);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }).join('');
  const defs =
    linear('gBack', [
      { offset: 0, colour: '#14181f' },
      { offset: 1, colour: '#262b33' },
    ]) +
    radial(
      'gDial',
      [
        { offset: 0, colour: '#e9d2bd' },
        { offset: 0.7, colour: '#d7b193' },
        { offset: 1, colour: '#b88d6d' },
      ],
      0.42,
      0.38,
      0.7,
    ) +
    radial('gGlow', [
      { offset: 0, colour: '#fff3e0', opacity: 0.4 },
      { offset: 1, colour: '#fff3e0', opacity: 0 },
    ]) +
    linear('gTool', [
      { offset: 0, colour: '#5c6168' },
      { offset: 0.5, colour: '#dfe2e6' },
      { offset: 1, colour: '#7b8087' },
    ]) +
    blur('gSoft', 22) +
    `<clipPath id="gClip"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#gBack)"/>` +
    `<circle cx="${n(cx + 18)}" cy="${n(cy + 24)}" r="${n(r)}" fill="#000" fill-opacity="0.5" filter="url(#gSoft)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#gDial)"/>` +
    `<g clip-path="url(#gClip)" fill="none" stroke="#8a5f42" stroke-opacity="0.35" stroke-width="1.1">${rosette.join('')}</g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="#8a5f42" stroke-opacity="0.5" stroke-width="1.5"/>` +
    `<path d="${indices}" stroke="#3b2a20" stroke-width="${n(r * 0.025)}" stroke-linecap="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#6f5140" stroke-width="3"/>` +
    `<ellipse cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.35)}" rx="${n(r * 0.7)}" ry="${n(r * 0.5)}" fill="url(#gGlow)"/>` +
    `<path d="M-10 ${n(cy - 26)}L${n(cx - r * 1.02)} ${n(cy - 6)}L${n(cx - r * 0.93)} ${n(cy)}L${n(cx - r * 1.02)} ${n(cy + 6)}L-10 ${n(cy + 26)}Z" fill="url(#gTool)"/>`;
  return { defs, body };
}
