import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { shopLanguage } from '../../../common/i18n/languages';
import { projectRoot } from '../../lib/paths';
import { pdfFontkit } from './pdf-fontkit';

/**
 * The committed Japanese faces: Noto Sans CJK JP cut down to Latin, kana, CJK punctuation, full-width forms and
 * the JIS X 0208 kanji (scripts/fonts/subset-jp.mjs; the licence and the measurements beside them). Read from
 * the source tree at run time, as the size guides are: the compiled server finds them from build/ as well.
 */
export const LABEL_FONT_DIR = join(projectRoot(), 'src/server/assets/fonts');
const JAPANESE_FILES = {
  regular: 'NotoSansJP-Regular-label.otf',
  bold: 'NotoSansJP-Bold-label.otf',
} as const;

/**
 * What a character the font lacks is printed as. The geta mark 〓 is the Japanese typesetter's sign for a kanji
 * the type case did not have: a reader of the label sees a character is missing, not a wrong one.
 */
export const PLACEHOLDER = { standard: '?', japanese: '〓' } as const;

/** Marks that change a character without being one (joiners, variation selectors): left out, not replaced. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];
const invisible = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return INVISIBLE.some(([first, last]) => cp >= first && cp <= last);
};

export interface LabelFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Whether `font` draws every character of `text`. */
  draws: (font: PDFFont, text: string) => boolean;
  /** `text` as `font` draws it: each character it lacks replaced by the placeholder, and noted in `missing`. */
  printable: (font: PDFFont, text: string) => string;
  /** The characters replaced so far (each once), for the log. */
  missing: () => string[];
}

const fileBytes = new Map<string, Promise<Uint8Array>>();
/** A face's bytes, read once per process (1.8 MB each; every Japanese label embeds a subset of them). */
function faceBytes(file: string): Promise<Uint8Array> {
  let bytes = fileBytes.get(file);
  if (!bytes) {
    bytes = readFile(join(LABEL_FONT_DIR, file));
    // A failed read is not kept: the next label tries again.
    bytes.catch(() => fileBytes.delete(file));
    fileBytes.set(file, bytes);
  }
  return bytes;
}

/** The code points a face draws, computed once per face (a walk of its cmap, some milliseconds). */
const coverage = new Map<string, ReadonlySet<number>>();
function covered(key: string, font: PDFFont): ReadonlySet<number> {
  let set = coverage.get(key);
  if (!set) {
    set = new Set(font.getCharacterSet());
    coverage.set(key, set);
  }
  return set;
}

/**
 * The label's fonts for a store language: for Japanese the committed Noto Sans JP faces (embedded as subsets of
 * the characters drawn, so a label carries some kilobytes of font, not megabytes); for the other languages
 * Helvetica, the standard font every viewer has, which draws their Latin alphabets (WinAnsi).
 */
export async function embedLabelFonts(doc: PDFDocument, languageCode: string): Promise<LabelFonts> {
  const japanese = shopLanguage(languageCode) === 'ja';
  let regular: PDFFont;
  let bold: PDFFont;
  if (japanese) {
    doc.registerFontkit(pdfFontkit);
    const [regularBytes, boldBytes] = await Promise.all([
      faceBytes(JAPANESE_FILES.regular),
      faceBytes(JAPANESE_FILES.bold),
    ]);
    regular = await doc.embedFont(regularBytes, { subset: true });
    bold = await doc.embedFont(boldBytes, { subset: true });
  } else {
    regular = await doc.embedFont(StandardFonts.Helvetica);
    bold = await doc.embedFont(StandardFonts.HelveticaBold);
  }
  const keys = new Map<PDFFont, string>(
    japanese
      ? [
          [regular, JAPANESE_FILES.regular],
          [bold, JAPANESE_FILES.bold],
        ]
      : [
          [regular, StandardFonts.Helvetica],
          [bold, StandardFonts.HelveticaBold],
        ],
  );
  const placeholder = japanese ? PLACEHOLDER.japanese : PLACEHOLDER.standard;
  const drawsChar = (font: PDFFont, ch: string) => covered(keys.get(font)!, font).has(ch.codePointAt(0)!);
  const missing = new Set<string>();

  return {
    regular,
    bold,
    draws: (font, text) => [...text.normalize('NFC')].every((ch) => drawsChar(font, ch)),
    printable: (font, text) =>
      [...text.normalize('NFC')]
        .map((ch) => {
          if (drawsChar(font, ch)) return ch;
          if (invisible(ch)) return '';
          missing.add(ch);
          return placeholder;
        })
        .join(''),
    missing: () => [...missing],
  };
}
