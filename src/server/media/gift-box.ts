import { lettering } from './lettering';
import { BRAND_WORDMARK, svgDocument } from './svg';

/** The presentation box of the cart's gift box toggle: lacquered ink box, champagne silk ribbon, a bow. */
export function renderGiftBoxSvg(): string {
  const defs =
    '<linearGradient id="gb-lid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c2f36"/><stop offset="1" stop-color="#15171b"/></linearGradient>' +
    '<linearGradient id="gb-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#121418"/><stop offset="0.5" stop-color="#23262c"/><stop offset="1" stop-color="#101216"/></linearGradient>' +
    '<linearGradient id="gb-ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b08d57"/><stop offset="0.5" stop-color="#e4cf9e"/><stop offset="1" stop-color="#a8844e"/></linearGradient>' +
    '<radialGradient id="gb-bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#faf8f4"/><stop offset="1" stop-color="#efe9df"/></radialGradient>' +
    '<filter id="gb-shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>';
  const body =
    '<rect width="800" height="800" fill="url(#gb-bg)"/>' +
    '<ellipse cx="400" cy="650" rx="250" ry="26" fill="#000" fill-opacity="0.22" filter="url(#gb-shadow)"/>' +
    '<rect x="170" y="330" width="460" height="310" rx="10" fill="url(#gb-side)"/>' +
    '<rect x="150" y="285" width="500" height="80" rx="10" fill="url(#gb-lid)"/>' +
    '<rect x="150" y="285" width="500" height="6" rx="3" fill="#fff" fill-opacity="0.12"/>' +
    '<rect x="378" y="285" width="44" height="355" fill="url(#gb-ribbon)"/>' +
    '<rect x="150" y="313" width="500" height="26" fill="url(#gb-ribbon)" fill-opacity="0.95"/>' +
    '<path d="M400 285 C340 200 260 215 300 268 C320 292 370 292 400 285Z" fill="url(#gb-ribbon)"/>' +
    '<path d="M400 285 C460 200 540 215 500 268 C480 292 430 292 400 285Z" fill="url(#gb-ribbon)"/>' +
    '<path d="M400 288 L372 360 L392 352 L400 372 L408 352 L428 360Z" fill="#a8844e"/>' +
    '<circle cx="400" cy="284" r="15" fill="#c9ab74"/>' +
    lettering(BRAND_WORDMARK, {
      x: 400,
      y: 520,
      size: 26,
      letterSpacing: 8,
      anchor: 'middle',
      fill: '#c9ab74',
    });
  return svgDocument(800, 800, 'The Maison Aurèle presentation box', defs, body);
}
