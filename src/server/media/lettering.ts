import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { n, xmlText } from './svg-format';

/**
 * Lettering on the generated pictures, drawn as the outlines of a committed serif (Cormorant Garamond, SIL Open
 * Font License, from @fontsource) instead of SVG `<text>`. A picture shown through `<img>` is a document of its
 * own: with text in it the browser lays that text out on the page's main thread, matching a font for every
 * picture, which on a category page was most of its layout time (50-180 of 230-420 ms per load, 12 watches,
 * unthrottled). Outlines need no font on the viewer's machine either, so a dial reads the same everywhere.
 * A run with a character the face lacks falls back to `<text>` in the old serif stack.
 */

export type Face = 'roman' | 'italic';

/** The old stack, for the fallback: what a browser substitutes when the face lacks a character. */
const FALLBACK_FAMILY = "'Didot', 'Bodoni 72', 'Bodoni MT', 'Times New Roman', serif";

const FILES: Record<Face, string> = {
  roman: 'cormorant-garamond-latin-500-normal.woff',
  italic: 'cormorant-garamond-latin-500-italic.woff',
};

const faces = new Map<Face, fontkit.Font>();
function font(face: Face): fontkit.Font {
  let loaded = faces.get(face);
  if (!loaded) {
    // The package exports its CSS only; its licence file is exported and sits beside `files/`.
    const dir = join(dirname(require.resolve('@fontsource/cormorant-garamond/LICENSE')), 'files');
    loaded = fontkit.create(readFileSync(join(dir, FILES[face]))) as fontkit.Font;
    faces.set(face, loaded);
  }
  return loaded;
}

/** Lining figures: a dial's numerals stand on the baseline, not the face's default old-style ones. */
const FEATURES = ['lnum', 'kern', 'liga'];

interface Glyph {
  /** The id of its outline in the document's defs (see glyphDefs). */
  ref: string;
  /** Advance in em units, letter-spacing not included. */
  advance: number;
  /** Horizontal offset in em units (kerning, marks). */
  offset: number;
}

interface Run {
  glyphs: readonly Glyph[];
  unitsPerEm: number;
  xHeight: number;
}

/** Outlines by id (`gl-r28`: the roman face's glyph 28), in em units with y down, as relative path data. */
const outlines = new Map<string, string>();

function outline(face: Face, glyph: fontkit.Glyph): string {
  const ref = `gl-${face[0]}${glyph.id}`;
  if (!outlines.has(ref)) outlines.set(ref, pathData(glyph.path.commands));
  return ref;
}

/** Integer em units (1000 to the em), each point relative to the previous one: a third of the absolute form. */
function pathData(commands: readonly { command: string; args: readonly number[] }[]): string {
  const letters: Record<string, string> = {
    moveTo: 'm',
    lineTo: 'l',
    quadraticCurveTo: 'q',
    bezierCurveTo: 'c',
    closePath: 'z',
  };
  let [x, y] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  let d = '';
  for (const { command, args } of commands) {
    const letter = letters[command];
    if (!letter) continue;
    if (letter === 'z') {
      // Closing returns the pen to where the outline began, which the next move is relative to.
      d += 'z';
      [x, y] = subpathStart;
      continue;
    }
    // Control points are relative to the segment's start, as SVG reads them.
    const [fromX, fromY] = [x, y];
    const points: string[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      const [px, py] = [Math.round(args[i]!), -Math.round(args[i + 1]!)];
      points.push(`${px - fromX} ${py - fromY}`);
      [x, y] = [px, py];
    }
    if (letter === 'm') subpathStart = [x, y];
    d += letter + points.join(' ').replace(/ -/g, '-');
  }
  return d;
}

function layout(text: string, face: Face): Run | null {
  const f = font(face);
  const { glyphs, positions } = f.layout(text, FEATURES);
  if (glyphs.some((g) => g.id === 0)) return null;
  return {
    glyphs: glyphs.map((g, i) => ({
      ref: outline(face, g),
      advance: positions[i]?.xAdvance ?? g.advanceWidth,
      offset: positions[i]?.xOffset ?? 0,
    })),
    unitsPerEm: f.unitsPerEm,
    xHeight: f.xHeight,
  };
}

/**
 * The outlines `body` draws, for the document's `<defs>`: each glyph is written once however often it is used
 * (svgDocument calls this for every picture).
 */
export function glyphDefs(body: string): string {
  const used = new Set(Array.from(body.matchAll(/href="#(gl-[ri]\d+)"/g), (m) => m[1]!));
  return [...used]
    .sort()
    .map((ref) => `<path id="${ref}" d="${outlines.get(ref) ?? ''}"/>`)
    .join('');
}

/** A blank (a space) only advances the pen. */
function use(ref: string, transform: string): string {
  if (!outlines.get(ref)) return '';
  return `<use href="#${ref}" transform="${transform}"/>`;
}

function group(fill: string, fillOpacity: number | undefined, transform: string | undefined, inner: string) {
  const opacity = fillOpacity === undefined ? '' : ` fill-opacity="${n(fillOpacity)}"`;
  const turn = transform ? ` transform="${transform}"` : '';
  return `<g fill="${fill}"${opacity}${turn}>${inner}</g>`;
}

/** The run's width in user units with `letterSpacing` between glyphs (none after the last). */
function runWidth(run: Run, scale: number, letterSpacing: number): number {
  const advances = run.glyphs.reduce((sum, g) => sum + g.advance, 0) * scale;
  return advances + letterSpacing * Math.max(0, run.glyphs.length - 1);
}

/** More decimals for the scale than for positions: 0.01 of a scale is 1 % of a letter. */
const scaleOf = (value: number): string => String(Math.round(value * 100_000) / 100_000);

export interface Lettering {
  x: number;
  /** The baseline, or with `baseline: 'middle'` the middle of the lower-case letters. */
  y: number;
  size: number;
  fill: string;
  fillOpacity?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  face?: Face;
  baseline?: 'alphabetic' | 'middle';
  /** Stretches or squeezes the run to exactly this width (SVG's textLength, lengthAdjust="spacingAndGlyphs"). */
  width?: number;
  /** An SVG transform for the whole run (a rotation about a point, say). */
  transform?: string;
}

/** A line of lettering: one `<use>` of each letter's outline, in a group that paints them. */
export function lettering(text: string, style: Lettering): string {
  const { x, y, size, fill, fillOpacity, anchor = 'start', letterSpacing = 0, face = 'roman' } = style;
  const run = layout(text, face);
  if (!run) return fallbackText(text, style);
  const scale = size / run.unitsPerEm;
  const natural = runWidth(run, scale, letterSpacing);
  const stretch = style.width && natural > 0 ? style.width / natural : 1;
  const width = natural * stretch;
  const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const baseline = style.baseline === 'middle' ? y + (run.xHeight * scale) / 2 : y;
  const glyphScale = stretch === 1 ? scaleOf(scale) : `${scaleOf(scale * stretch)} ${scaleOf(scale)}`;
  let cursor = 0;
  const uses = run.glyphs.map((glyph) => {
    const at = start + (cursor + glyph.offset * scale) * stretch;
    cursor += glyph.advance * scale + letterSpacing;
    return use(glyph.ref, `translate(${n(at)} ${n(baseline)}) scale(${glyphScale})`);
  });
  return group(fill, fillOpacity, style.transform, uses.join(''));
}

export interface ArcLettering {
  cx: number;
  cy: number;
  /** The baseline's radius. */
  r: number;
  /** Over the top reading clockwise, letters standing outwards; or along the bottom, letters standing inwards. */
  side: 'top' | 'bottom';
  size: number;
  fill: string;
  fillOpacity?: number;
  letterSpacing?: number;
}

/**
 * Lettering centred on the top or bottom of a circle, each letter upright on the arc (as SVG's `<textPath>` with
 * startOffset 50% and text-anchor middle sets it).
 */
export function arcLettering(text: string, style: ArcLettering): string {
  const { cx, cy, r, side, size, fill, fillOpacity, letterSpacing = 0 } = style;
  const run = layout(text, 'roman');
  if (!run) return arcFallbackText(text, style);
  const scale = size / run.unitsPerEm;
  const total = runWidth(run, scale, letterSpacing);
  let cursor = -total / 2;
  const uses = run.glyphs.map((glyph) => {
    const advance = glyph.advance * scale;
    // The letter's middle sits on the arc at its arc length from the top (or bottom), turned to the tangent.
    const angle = (cursor + advance / 2) / r;
    const [x, y] = [
      cx + r * Math.sin(angle),
      side === 'top' ? cy - r * Math.cos(angle) : cy + r * Math.cos(angle),
    ];
    const degrees = ((side === 'top' ? angle : -angle) * 180) / Math.PI;
    cursor += advance + letterSpacing;
    const left = -advance / 2 + glyph.offset * scale;
    return use(
      glyph.ref,
      `translate(${n(x)} ${n(y)}) rotate(${n(degrees)}) translate(${n(left)} 0) scale(${scaleOf(scale)})`,
    );
  });
  return group(fill, fillOpacity, undefined, uses.join(''));
}

function paint(fill: string, fillOpacity: number | undefined): string {
  return ` fill="${fill}"${fillOpacity === undefined ? '' : ` fill-opacity="${n(fillOpacity)}"`}`;
}

function fallbackText(text: string, style: Lettering): string {
  const transform = style.transform ? ` transform="${style.transform}"` : '';
  const anchor = style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : '';
  const spacing = style.letterSpacing ? ` letter-spacing="${n(style.letterSpacing)}"` : '';
  const italic = style.face === 'italic' ? ' font-style="italic"' : '';
  const baseline = style.baseline === 'middle' ? ' dominant-baseline="middle"' : '';
  const length = style.width ? ` textLength="${n(style.width)}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<text x="${n(style.x)}" y="${n(style.y)}" font-family="${FALLBACK_FAMILY}" font-size="${n(style.size)}"` +
    `${spacing}${italic}${anchor}${baseline}${length}${paint(style.fill, style.fillOpacity)}${transform}>` +
    `${xmlText(text)}</text>`
  );
}

/** The fallback on an arc: the same circle as a path of its own, for `<textPath>`. */
function arcFallbackText(text: string, style: ArcLettering): string {
  const { cx, cy, r, side } = style;
  const id = `arc${Math.round(cx)}-${Math.round(cy)}-${Math.round(r)}-${side}`;
  const arc =
    side === 'top'
      ? `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)}`
      : `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 0 ${n(cx + r)} ${n(cy)}`;
  const spacing = style.letterSpacing ? ` letter-spacing="${n(style.letterSpacing)}"` : '';
  return (
    `<defs><path id="${id}" d="${arc}"/></defs>` +
    `<text font-family="${FALLBACK_FAMILY}" font-size="${n(style.size)}"${spacing}${paint(style.fill, style.fillOpacity)}>` +
    `<textPath href="#${id}" startOffset="50%" text-anchor="middle">${xmlText(text)}</textPath></text>`
  );
}
