import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * Upstream fontkit as pdf-lib's font engine, for embedding a font as a subset.
 *
 * Not `@pdf-lib/fontkit`: that fork (1.1.1, the last) predates upstream's subsetting fixes, and the CFF it
 * writes for a CID-keyed font such as Noto Sans CJK has an invalid header (offSize 31 for the test label, where
 * only 1-4 is valid; label-pdf-japanese.test.ts checks it): poppler refuses the embedded font ("Embedded font
 * file may be invalid") and prints no Japanese at all. Upstream fontkit 2 writes valid subsets; the one gap is
 * that pdf-lib reads the subset through the 1.x `encodeStream()`, which fontkit 2 replaced with `encode()`, so
 * each subset gets an `encodeStream()` again.
 */
export const pdfFontkit: PdfLibFontkit = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes);
    if (!font) {
      font = withEncodeStream(bytes);
      parsed.set(bytes, font);
    }
    return font as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};

/**
 * The parsed face per font file's bytes (the caller keeps one buffer per file): a document only reads it
 * (layout, glyph outlines, a subset of its own), and fontkit keeps what it has parsed of the glyphs, so the
 * next label does not parse them again.
 */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

function withEncodeStream(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!('createSubset' in font)) throw new Error('A font collection: embed one face of it.');
  const createSubset = font.createSubset.bind(font);
  return Object.assign(font, {
    createSubset: () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    },
  });
}
