import type { ProductImageInput } from './input';
import { blur, linear, n } from './svg';
import { watchFront } from './watch-front';

const WATCH: ProductImageInput = {
  sku: 'MA-NAV-AUT-05-BLU-39',
  name: 'Navigator Automatic',
  kind: 'watch',
  view: 'front',
  colour: '#1d2a4a',
  material: 'Stainless steel',
  sizeMm: 39,
};

/** A forearm in silhouette across the frame, a shirt cuff at the right, the watch in full light on the wrist. */
export function wristScene(width: number, height: number): { defs: string; body: string } {
  const cx = width * 0.62;
  const cy = height * 0.5;
  // The strap crosses the wrist exactly: the arm's outline clips the watch, so it seems to wrap around.
  const r = 150;
  const armTop = 140 * (height / 700);
  const armBottom = 560 * (height / 700);
  const watch = watchFront(WATCH, { id: 'h2-', cx, cy, r });
  // Drawn on a 1600 x 700 grid: forearm from the cuff, a narrower wrist, the back of the hand, curled fingers.
  const sx = width / 1600;
  const sy = height / 700;
  const p = (x: number, y: number) => `${n(x * sx)} ${n(y * sy)}`;
  const arm =
    `M${p(1620, 120)}C${p(1400, 140)} ${p(1150, 160)} ${p(990, 166)}C${p(880, 170)} ${p(820, 182)} ${p(760, 178)}` +
    `C${p(690, 172)} ${p(620, 140)} ${p(540, 138)}C${p(470, 136)} ${p(420, 150)} ${p(395, 190)}` +
    `C${p(370, 230)} ${p(365, 300)} ${p(380, 350)}C${p(395, 400)} ${p(430, 440)} ${p(480, 455)}` +
    `C${p(520, 468)} ${p(560, 470)} ${p(600, 490)}C${p(650, 512)} ${p(720, 515)} ${p(800, 515)}` +
    `C${p(880, 515)} ${p(930, 532)} ${p(990, 534)}C${p(1150, 540)} ${p(1400, 560)} ${p(1620, 590)}Z`;
  const defs =
    linear('wall', [
      { offset: 0, colour: '#efe9e1' },
      { offset: 1, colour: '#dcd3c7' },
    ]) +
    linear(
      'skin',
      [
        { offset: 0, colour: '#3a302b' },
        { offset: 0.5, colour: '#4a3e37' },
        { offset: 1, colour: '#2a221e' },
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(
      'cuff',
      [
        { offset: 0, colour: '#1f2b44' },
        { offset: 0.5, colour: '#2c3b5a' },
        { offset: 1, colour: '#18223a' },
      ],
      0,
      0,
      0,
      1,
    ) +
    blur('armShadow', 30) +
    `<clipPath id="wrist"><path d="${arm}"/></clipPath>` +
    watch.defs;
  const cuffX = cx + r * 1.9;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<path d="${arm}" fill="#000" fill-opacity="0.25" filter="url(#armShadow)" transform="translate(0 34)"/>` +
    `<path d="${arm}" fill="url(#skin)"/>` +
    `<path d="${arm}" fill="none" stroke="#9b8a7c" stroke-opacity="0.35" stroke-width="2.5" transform="translate(0 2)"/>` +
    `<g clip-path="url(#wrist)">${watch.body}</g>` +
    `<path d="M${n(cuffX)} ${n(armTop - 60)}L${n(width + 20)} ${n(armTop - 90)}L${n(width + 20)} ${n(armBottom + 90)}L${n(cuffX)} ${n(armBottom + 60)}Q${n(cuffX - 30)} ${n(cy)} ${n(cuffX)} ${n(armTop - 60)}Z" fill="url(#cuff)"/>` +
    `<path d="M${n(cuffX + 40)} ${n(armTop - 62)}Q${n(cuffX + 12)} ${n(cy)} ${n(cuffX + 40)} ${n(armBottom + 62)}" fill="none" stroke="#0f1628" stroke-opacity="0.6" stroke-width="2"/>`;
  return { defs, body };
}
