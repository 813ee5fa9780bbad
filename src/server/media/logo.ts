import { emblem } from './dial';
import { lettering } from './lettering';
import { BRAND_WORDMARK, n, svgDocument } from './svg';

const INK = '#1b1b1b';
const WIDTH = 360;
const HEIGHT = 48;

/**
 * The header wordmark: a four-pointed star in a fine ring, then MAISON AURÈLE in a high-contrast serif.
 * `textLength` keeps the width the same whichever serif the browser substitutes.
 */
export function renderBrandLogoSvg(): string {
  const cy = HEIGHT / 2;
  const body =
    `<circle cx="22" cy="${n(cy)}" r="15" fill="none" stroke="${INK}" stroke-width="1"/>` +
    `<circle cx="22" cy="${n(cy)}" r="12" fill="none" stroke="${INK}" stroke-width="0.5"/>` +
    emblem(22, cy, 9, INK) +
    `<line x1="48" y1="${n(cy - 12)}" x2="48" y2="${n(cy + 12)}" stroke="${INK}" stroke-width="0.6"/>` +
    lettering(BRAND_WORDMARK, { x: 60, y: cy + 8.5, size: 24, width: 296, fill: INK });
  return svgDocument(WIDTH, HEIGHT, BRAND_WORDMARK, '', body);
}
