#!/usr/bin/env node
// Reproduces the Japanese fonts of the ja-jp return label (src/server/assets/fonts/) from Debian's Noto Sans CJK:
// the face is 19 MB per weight and covers four languages, the label needs one language and the characters a
// Japanese name or address is written in.
//
//   node scripts/fonts/subset-jp.mjs [outDir]
//
// Needs, on the machine that regenerates the files only (CI and the server use the committed files):
//   apt-get install fonts-noto-cjk fonttools
//
// What the subset keeps:
// - Latin: ASCII, Latin-1, Latin Extended-A (the brand, SKUs, the return address in Geneva);
// - general punctuation, CJK symbols and punctuation (incl. 〒 and the geta mark 〓, the label's placeholder),
//   hiragana, katakana (and its phonetic extensions), half-width and full-width forms;
// - JIS X 0208: its symbol rows 1-8 and its kanji, level 1 (rows 16-47) and level 2 (rows 48-84);
// - the Windows-31J additions to it that Japanese shops accept from customers: NEC row 13 (①, ㈱, №…) and the
//   IBM kanji of rows 89-92 (髙, 﨑, 德… frequent in family names).
// A character outside this set is printed as 〓 and logged (src/server/domain/return-label/label-fonts.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const outDir = resolve(process.argv[2] ?? join(root, 'src/server/assets/fonts'));
const SOURCE_DIR = '/usr/share/fonts/opentype/noto';
/** Index of NotoSansCJKjp in Debian's NotoSansCJK-*.ttc (kr, sc, tc, hk and the Mono faces follow). */
const JP_FACE = 0;
const WEIGHTS = ['Regular', 'Bold'];

const ranges = [
  [0x0020, 0x007e],
  [0x00a0, 0x017f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x3000, 0x30ff],
  [0x31f0, 0x31ff],
  [0xff00, 0xffef],
];

/** JIS X 0208 rows (ku) decoded through EUC-JP: lead byte 0xA0 + row, trail byte 0xA0 + cell (1-94). */
const JIS_ROWS = [
  [1, 8], // symbols, digits, Latin, kana, Greek, Cyrillic, box drawing
  [13, 13], // NEC special characters (Windows-31J)
  [16, 47], // level 1 kanji
  [48, 84], // level 2 kanji
  [89, 92], // NEC-selected IBM extension kanji (Windows-31J)
];

function jisCodePoints() {
  // fatal: a cell the index leaves empty throws, so it is skipped rather than mapped to U+FFFD.
  const decoder = new TextDecoder('euc-jp', { fatal: true });
  const points = new Set();
  for (const [first, last] of JIS_ROWS) {
    for (let row = first; row <= last; row++) {
      for (let cell = 1; cell <= 94; cell++) {
        try {
          const ch = decoder.decode(Uint8Array.of(0xa0 + row, 0xa0 + cell));
          points.add(ch.codePointAt(0));
        } catch {
          // an unassigned cell
        }
      }
    }
  }
  return points;
}

const points = jisCodePoints();
for (const [first, last] of ranges) for (let cp = first; cp <= last; cp++) points.add(cp);
const sorted = [...points].sort((a, b) => a - b);
const hex = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'subset-jp-'));
const unicodesFile = join(work, 'unicodes.txt');
writeFileSync(unicodesFile, `${sorted.map(hex).join('\n')}\n`);

for (const weight of WEIGHTS) {
  const output = join(outDir, `NotoSansJP-${weight}-label.otf`);
  const result = spawnSync(
    'pyftsubset',
    [
      join(SOURCE_DIR, `NotoSansCJK-${weight}.ttc`),
      `--font-number=${JP_FACE}`,
      `--unicodes-file=${unicodesFile}`,
      // Horizontal text without OpenType features: no vertical forms or alternates pulled into the subset.
      '--layout-features=',
      '--no-hinting',
      '--name-IDs=*',
      '--name-languages=*',
      '--notdef-outline',
      `--output-file=${output}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.error || result.status !== 0) {
    console.error(result.error?.message ?? `pyftsubset failed for ${weight}`);
    console.error(
      'It needs Debian packages fonts-noto-cjk and fonttools (apt-get install fonts-noto-cjk fonttools).',
    );
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(`${output}: ${(statSync(output).size / 1024).toFixed(0)} KiB`);
}
rmSync(work, { recursive: true, force: true });
console.log(`${sorted.length} code points asked for (the face lacks some: see the README beside the fonts)`);
