#!/usr/bin/env node
// Writes the size guides the product pages link to (spec 2.3, 'a size-guide link to a PDF'): real, printable
// PDFs drawn at actual size, committed under src/server/assets/size-guides/ and served as application/pdf.
//
//   node scripts/media/size-guides.mjs [outDir]          write the files
//   node scripts/media/size-guides.mjs --check [outDir]  exit 1 when the committed files differ from the script
//
// The figures must match the catalogue: lug widths as the seed's lugWidth() (src/server/db/seed/straps.ts),
// strap lengths as the seed's strap length option (src/server/db/seed/custom-options.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { A4, buildPdf, digitsWidthMm, FONTS, Page } from './pdf.mjs';

const LEFT = 20;
const CONTENT = A4.width - 2 * LEFT;

/** Case diameters with the lug width (strap width) they take and the wrists they suit. */
export const CASE_GUIDE = [
  { cases: '32 – 34 mm', lugs: 16, wrist: '13 – 15.5 cm' },
  { cases: '36 – 38 mm', lugs: 18, wrist: '15 – 17 cm' },
  { cases: '39 – 41 mm', lugs: 20, wrist: '16 – 18.5 cm' },
  { cases: '42 – 44 mm', lugs: 22, wrist: '17.5 – 21 cm' },
];

/** Leather strap lengths: the long piece (with the holes) and the short one (with the buckle), in mm. */
export const STRAP_LENGTHS = [
  { name: 'Short', long: 105, short: 70, wrist: '14 – 16 cm' },
  { name: 'Standard', long: 115, short: 75, wrist: '16 – 18.5 cm' },
  { name: 'Long', long: 125, short: 85, wrist: '18.5 – 21 cm' },
];

const lugWidth = (mm) => (mm <= 34 ? 16 : mm <= 38 ? 18 : mm <= 41 ? 20 : 22);

function header(page, title) {
  page.text(LEFT, 22, 'MAISON AURÈLE', { font: FONTS.bold, size: 7.5, spacing: 2.2, gray: 0.37 });
  page.text(LEFT, 35, title, { font: FONTS.serif, size: 26 });
  page.goldRule(LEFT, 41, 18);
}

function footer(page, n, of) {
  page.line(LEFT, 281, A4.width - LEFT, 281, { gray: 0.8 });
  page.text(
    LEFT,
    287,
    'Maison Aurèle • Geneva • Questions about sizes: our boutiques and customer care will help.',
    {
      size: 7.5,
      gray: 0.37,
    },
  );
  page.text(A4.width - LEFT - 10, 287, `${n} / ${of}`, { size: 7.5, gray: 0.37 });
}

/**
 * A horizontal scale with millimetre ticks and centimetre numbers: printed at actual size, its 100 mm line
 * measures 100 mm, which is how the shopper checks the printer did not scale the page.
 */
function scale(page, x, y, lengthMm) {
  page.line(x, y, x + lengthMm, y, { width: 0.35 });
  for (let mm = 0; mm <= lengthMm; mm++) {
    const tick = mm % 10 === 0 ? 4.5 : mm % 5 === 0 ? 3 : 1.8;
    page.line(x + mm, y, x + mm, y - tick, { width: mm % 10 === 0 ? 0.3 : 0.15 });
    if (mm % 10 === 0) {
      const label = String(mm / 10);
      page.text(x + mm - digitsWidthMm(label, 7) / 2, y + 4, label, { size: 7 });
    }
  }
  page.text(x + lengthMm + 3, y + 1, 'cm', { size: 7, gray: 0.37 });
}

/** A table: bold header row, hairlines between rows. */
function table(page, y, columns, rows) {
  const rowHeight = 7.5;
  let x = LEFT;
  const xs = columns.map((c) => {
    const at = x;
    x += c.width;
    return at;
  });
  columns.forEach((c, i) =>
    page.text(xs[i], y, c.title.toUpperCase(), { font: FONTS.bold, size: 7, spacing: 0.8 }),
  );
  page.line(LEFT, y + 2.5, LEFT + CONTENT, y + 2.5, { width: 0.3 });
  rows.forEach((row, r) => {
    const baseline = y + 2.5 + rowHeight * (r + 1) - 2.5;
    row.forEach((cell, i) => page.text(xs[i], baseline, cell, { size: 9 }));
    page.line(LEFT, y + 2.5 + rowHeight * (r + 1), LEFT + CONTENT, y + 2.5 + rowHeight * (r + 1), {
      gray: 0.8,
    });
  });
  return y + 2.5 + rowHeight * rows.length;
}

const PRINT_NOTE = [
  'Print at 100 % (actual size, not "fit to page"). Then check the scale: its 10 cm line must measure exactly',
  '10 cm with a ruler. Every drawing in this guide is then at the real size of the watch or strap.',
];

/** A case seen from above at actual size, with the strap ends between its lugs. */
function caseAtSize(page, cx, cy, diameter) {
  const r = diameter / 2;
  const lug = lugWidth(diameter);
  page.rect(cx - lug / 2, cy - r - 6, lug, 7, { fill: 0.88, stroke: 0.55, width: 0.2 });
  page.rect(cx - lug / 2, cy + r - 1, lug, 7, { fill: 0.88, stroke: 0.55, width: 0.2 });
  page.circle(cx, cy, r, { fill: 0.985, width: 0.4 });
  page.circle(cx, cy, r * 0.8, { gold: true, width: 0.3 });
  // Hands at ten past ten, as watches are shown.
  page.line(cx, cy, cx - 0.866 * r * 0.45, cy - 0.5 * r * 0.45, { width: 0.6 });
  page.line(cx, cy, cx + 0.866 * r * 0.65, cy - 0.5 * r * 0.65, { width: 0.4 });
  const label = `${diameter} mm`;
  page.text(cx - digitsWidthMm(label, 9) / 2 - 1.5, cy + r + 10, label, { size: 9 });
  const lugLabel = `strap ${lug} mm`;
  page.text(cx - lugLabel.length * 0.62, cy + r + 14, lugLabel, { size: 7, gray: 0.37 });
}

/** Page 2 of both guides: a strip to cut out and wrap around the wrist, with the wrists each size suits. */
function wristRulerPage(ranges, n, of) {
  const page = new Page();
  header(page, 'Wrist ruler');
  const x = LEFT + 6;
  const top = 52;
  const length = 220;
  page.rect(x - 4, top - 6, 22, length + 10, { stroke: 0.45, width: 0.25, dash: [2, 1.5] });
  page.line(x, top, x, top + length, { width: 0.35 });
  for (let mm = 0; mm <= length; mm++) {
    const tick = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.2 : 1.8;
    page.line(x, top + mm, x + tick, top + mm, { width: mm % 10 === 0 ? 0.3 : 0.15 });
    if (mm % 10 === 0) page.text(x + 7, top + mm + 1.2, String(mm / 10), { size: 7 });
  }
  page.text(x + 1, top - 2.2, 'cm', { size: 6, gray: 0.37 });
  page.paragraph(
    x + 60,
    top + 6,
    [
      '1. Cut out the strip along the dashed line.',
      '2. Wrap it around your wrist just below the wrist',
      '    bone, numbers outwards, snug but not tight.',
      '3. Read your wrist size where the 0 end meets',
      '    the scale.',
      '4. Find it in the ranges beside the scale. Between',
      '    two sizes, choose the larger.',
    ],
    { leading: 6 },
  );
  // The wrist ranges of the guide, drawn beside the centimetres they cover.
  ranges.forEach(({ wrist, label }, i) => {
    const [from, to] = wrist.split(' – ').map((cm) => Number.parseFloat(cm) * 10);
    const bx = x + 26 + i * 3;
    const mid = (from + to) / 2;
    page.line(bx, top + from, bx, top + to, { width: 1.2, gray: 0.55 });
    page.line(bx, top + mid, x + 44, top + mid, { gray: 0.7, width: 0.2 });
    page.text(x + 46, top + mid + 1.2, `${wrist}: ${label}`, { size: 8 });
  });
  footer(page, n, of);
  return page;
}

function watchGuide() {
  const page = new Page();
  header(page, 'Watch size guide');
  page.paragraph(LEFT, 52, PRINT_NOTE);
  scale(page, LEFT, 72, 100);

  page.text(LEFT, 90, 'CASES AT ACTUAL SIZE', { font: FONTS.bold, size: 8, spacing: 1.2 });
  page.text(LEFT, 95.5, 'Lay your watch on the drawings: the case that matches its diameter is its size.', {
    size: 8.5,
    gray: 0.37,
  });
  const cell = CONTENT / 3;
  [34, 36, 38, 40, 42, 44].forEach((mm, i) => {
    const cx = LEFT + cell * (i % 3) + cell / 2;
    const cy = i < 3 ? 124 : 186;
    caseAtSize(page, cx, cy, mm);
  });

  page.text(LEFT, 236, 'WHICH SIZE FOR YOUR WRIST', { font: FONTS.bold, size: 8, spacing: 1.2 });
  page.text(LEFT, 241, 'Measure your wrist with the ruler on page 2.', { size: 8.5, gray: 0.37 });
  table(
    page,
    248,
    [
      { title: 'Wrist size', width: 45 },
      { title: 'Case diameter', width: 45 },
      { title: 'Strap width (between the lugs)', width: 80 },
    ],
    CASE_GUIDE.map((row) => [row.wrist, row.cases, `${row.lugs} mm`]),
  );
  footer(page, 1, 2);
  return buildPdf({
    title: 'Watch size guide',
    subject: 'Case diameters at actual size, and the case that suits a wrist',
    pages: [
      page,
      wristRulerPage(
        CASE_GUIDE.map((row) => ({ wrist: row.wrist, label: `${row.cases} cases, ${row.lugs} mm straps` })),
        2,
        2,
      ),
    ],
  });
}

/** A leather strap piece seen from above, at actual length, tapering from the lugs to the tip. */
function strapPiece(page, x, y, length, width, { holes = 0, buckle = false } = {}) {
  const taper = width - 16;
  page.rect(x, y, length, width, { fill: 0.9, stroke: 0.4, width: 0.25 });
  // The taper: the tip end is narrower, drawn as a lighter band inside the outline.
  page.rect(x + length * 0.55, y + taper / 2, length * 0.45, width - taper, { fill: 0.84, stroke: null });
  page.line(x + 2, y + 1.5, x + length - 2, y + 1.5, { gray: 0.6, width: 0.15, dash: [1, 0.8] });
  page.line(x + 2, y + width - 1.5, x + length - 2, y + width - 1.5, {
    gray: 0.6,
    width: 0.15,
    dash: [1, 0.8],
  });
  for (let i = 0; i < holes; i++)
    page.circle(x + length - 18 - i * 7, y + width / 2, 0.9, { fill: 0.3, stroke: null });
  if (buckle) page.rect(x + length - 12, y - 2, 10, width + 4, { stroke: 0.2, width: 0.9 });
}

function strapGuide() {
  const page = new Page();
  header(page, 'Strap size guide');
  page.paragraph(LEFT, 52, PRINT_NOTE);
  scale(page, LEFT, 72, 100);

  page.text(LEFT, 90, '1. WIDTH: THE SPACE BETWEEN THE LUGS', { font: FONTS.bold, size: 8, spacing: 1.2 });
  page.paragraph(
    LEFT,
    95.5,
    [
      'A strap is exactly as wide as the space between the lugs of the watch. Lay the watch face down with its',
      'lugs on the bars below: the right width fills the space without a gap.',
    ],
    { size: 8.5, gray: 0.37, leading: 4.5 },
  );
  [16, 18, 20, 22].forEach((w, i) => {
    const x = LEFT + 8 + i * 42;
    page.rect(x, 108, w, 34, { fill: 0.88, stroke: 0.4, width: 0.25 });
    const label = `${w} mm`;
    page.text(x + w / 2 - digitsWidthMm(label, 9) / 2 + 1, 149, label, { size: 9 });
  });

  page.text(LEFT, 166, '2. LENGTH OF A LEATHER STRAP', { font: FONTS.bold, size: 8, spacing: 1.2 });
  page.text(
    LEFT,
    171.5,
    'The standard strap at actual size: the long piece has the holes, the short one the buckle.',
    {
      size: 8.5,
      gray: 0.37,
    },
  );
  const standard = STRAP_LENGTHS[1];
  strapPiece(page, LEFT, 178, standard.long, 20, { holes: 7 });
  page.text(LEFT + standard.long + 4, 189, `${standard.long} mm`, { size: 8.5 });
  strapPiece(page, LEFT, 203, standard.short, 20, { buckle: true });
  page.text(LEFT + standard.short + 4, 214, `${standard.short} mm`, { size: 8.5 });

  table(
    page,
    236,
    [
      { title: 'Length', width: 40 },
      { title: 'Long / short piece', width: 50 },
      { title: 'Wrist size', width: 80 },
    ],
    STRAP_LENGTHS.map((row) => [row.name, `${row.long} / ${row.short} mm`, row.wrist]),
  );
  page.text(LEFT, 273, 'Metal bracelets and rubber straps adjust to wrists of 15 to 20.5 cm.', {
    size: 8.5,
    gray: 0.37,
  });
  page.text(LEFT, 277.5, 'Measure your wrist with the ruler on page 2.', { size: 8.5, gray: 0.37 });
  footer(page, 1, 2);
  return buildPdf({
    title: 'Strap size guide',
    subject: 'Strap widths and leather strap lengths at actual size',
    pages: [
      page,
      wristRulerPage(
        STRAP_LENGTHS.map((row) => ({
          wrist: row.wrist,
          label: `${row.name} leather strap, ${row.long} / ${row.short} mm`,
        })),
        2,
        2,
      ),
    ],
  });
}

/** File name -> bytes of every guide. */
export function buildSizeGuides() {
  return { 'watch-size-guide.pdf': watchGuide(), 'strap-size-guide.pdf': strapGuide() };
}

const DEFAULT_OUT = fileURLToPath(new URL('../../src/server/assets/size-guides/', import.meta.url));

function main(args) {
  const check = args.includes('--check');
  const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? DEFAULT_OUT);
  const guides = Object.entries(buildSizeGuides());
  if (check) {
    const stale = guides.filter(([name, bytes]) => {
      try {
        return !readFileSync(join(outDir, name)).equals(bytes);
      } catch {
        return true;
      }
    });
    if (stale.length) {
      console.error(`size-guides: out of date: ${stale.map(([n]) => n).join(', ')} (run the script)`);
      process.exit(1);
    }
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, bytes] of guides) writeFileSync(join(outDir, name), bytes);
  console.log(`size-guides: wrote ${guides.map(([n, b]) => `${n} (${b.length} bytes)`).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
