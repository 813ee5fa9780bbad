/** How numbers and text are written into SVG markup (no imports: the lettering and the helpers share it). */

/** Numbers with at most two decimals: shorter markup, and identical output for identical input. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Non-ASCII letters become character references, so the SVG reads the same whatever charset it is served with. */
export function xmlText(text: string): string {
  return [...esc(text)].map((c) => (c.charCodeAt(0) > 126 ? `&#${c.codePointAt(0)};` : c)).join('');
}
