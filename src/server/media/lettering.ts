import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { n, xmlText } from './svg';

/**
 * Lettering on the generated pictures, drawn as the outlines of a serif (Cormorant Garamond from
 * `@fontsource/cormorant-garamond`, SIL Open Font License) instead of SVG `<text>`. A picture shown through
 * `<img>` is a document of its own: with text in it the browser lays that text out on the page's main thread,
 * matching a font for every picture: 119-184 ms of layout per page load on home, category and product pages
 * (unthrottled Chromium), 8-14 ms with outlines. Outlines need no font on the viewer's machine either, so a dial
 * reads the same everywhere. A line with a character the face lacks falls back to `<text>` in the old serif stack.
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

type Commands = readonly { command: string; args: readonly number[] }[];

interface Glyph {
  /** The outline in em units, y up; empty for a blank (a space). */
  commands: Commands;
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

/** Outlines by face and glyph id: a picture's letters repeat, and so do the pictures' words. */
const outlines = new Map<string, Commands>();

function outline(face: Face, glyph: fontkit.Glyph): Commands {
  const key = `${face}${glyph.id}`;
  let commands = outlines.get(key);
  if (!commands) {
    commands = glyph.path.commands;
    outlines.set(key, commands);
  }
  return commands;
}

function layout(text: string, face: Face): Run | null {
  const f = font(face);
  const { glyphs, positions } = f.layout(text, FEATURES);
  if (glyphs.some((g) => g.id === 0)) return null;
  return {
    glyphs: glyphs.map((g, i) => ({
      commands: outline(face, g),
      advance: positions[i]?.xAdvance ?? g.advanceWidth,
      offset: positions[i]?.xOffset ?? 0,
    })),
    unitsPerEm: f.unitsPerEm,
    xHeight: f.xHeight,
  };
}

/** Where one letter's outline point (em units, y up) lands in the picture. */
type Place = (x: number, y: number) => readonly [number, number];

const LETTERS: Record<string, string> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};

/**
 * A run's letters as the data of one path, every point relative to the one before: a single element for the
 * browser to style and lay out (a `<use>` per letter made each picture's style recalculation twice as long),
 * and about half the bytes of absolute coordinates. Points are rounded before they are differenced, so the
 * rounding does not add up along the run; small lettering keeps two decimals, larger one.
 */
function runPath(letters: readonly { glyph: Glyph; place: Place }[], size: number): string {
  const unit = size < 10 ? 100 : 10;
  let [x, y] = [0, 0];
  let subpathStart = [0, 0] as [number, number];
  const parts: string[] = [];
  for (const { glyph, place } of letters) {
    for (const { command, args } of glyph.commands) {
      const letter = LETTERS[command];
      if (!letter) continue;
      if (letter === 'z') {
        // Closing returns the pen to where the outline began, which the next move is relative to.
        parts.push('z');
        [x, y] = subpathStart;
        continue;
      }
      // A curve's control points are relative to the segment's start, as SVG reads them.
      const [fromX, fromY] = [x, y];
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        const [px, py] = place(args[i]!, args[i + 1]!).map((v) => Math.round(v * unit)) as [number, number];
        points.push(`${(px - fromX) / unit} ${(py - fromY) / unit}`);
        [x, y] = [px, py];
      }
      if (letter === 'm') subpathStart = [x, y];
      parts.push(letter + points.join(' '));
    }
  }
  return parts.join('').replace(/ -/g, '-');
}

function pathElement(d: string, fill: string, fillOpacity: number | undefined, transform?: string): string {
  if (!d) return '';
  const turn = transform ? ` transform="${transform}"` : '';
  return `<path d="${d}"${paint(fill, fillOpacity)}${turn}/>`;
}

/** The run's width in user units with `letterSpacing` between glyphs (none after the last). */
function runWidth(run: Run, scale: number, letterSpacing: number): number {
  const advances = run.glyphs.reduce((sum, g) => sum + g.advance, 0) * scale;
  return advances + letterSpacing * Math.max(0, run.glyphs.length - 1);
}

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

/** A line of lettering as one `<path>`. */
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
  let cursor = 0;
  const letters = run.glyphs.map((glyph) => {
    const at = start + (cursor + glyph.offset * scale) * stretch;
    cursor += glyph.advance * scale + letterSpacing;
    const place: Place = (gx, gy) => [at + gx * scale * stretch, baseline - gy * scale];
    return { glyph, place };
  });
  return pathElement(runPath(letters, size), fill, fillOpacity, style.transform);
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
  const letters = run.glyphs.map((glyph) => {
    const advance = glyph.advance * scale;
    // The letter's middle sits on the arc at its arc length from the top (or bottom), turned to the tangent.
    const angle = (cursor + advance / 2) / r;
    const [x, y] = [
      cx + r * Math.sin(angle),
      side === 'top' ? cy - r * Math.cos(angle) : cy + r * Math.cos(angle),
    ];
    const turn = side === 'top' ? angle : -angle;
    const [sin, cos] = [Math.sin(turn), Math.cos(turn)];
    const left = -advance / 2 + glyph.offset * scale;
    cursor += advance + letterSpacing;
    const place: Place = (gx, gy) => {
      const [lx, ly] = [left + gx * scale, -gy * scale];
      return [x + lx * cos - ly * sin, y + lx * sin + ly * cos];
    };
    return { glyph, place };
  });
  return pathElement(runPath(letters, size), fill, fillOpacity);
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
