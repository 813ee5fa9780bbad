import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * Upstream fontkit as pdf-lib's font engine, for embedding a font as a subset.
 *
 * Not `@pdf-lib/fontkit`: that fork (1.1.1, the last) predates upstream's subsetting fixes, and the CFF it
 * writes for a CID-keyed font such as Noto Sans CJK has an invalid header (offSize 34 for our label): poppler
 * refuses the embedded font ("Embedded font file may be invalid") and prints no Japanese at all. Upstream
 * fontkit 2 writes valid subsets; the one gap is that pdf-lib reads the subset through the 1.x
 * `encodeStream()`, which fontkit 2 replaced with `encode()`, so each subset gets an `encodeStream()` again.
 */
export const pdfFontkit: PdfLibFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('createSubset' in font)) throw new Error('A font collection: embed one face of it.');
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
      },
    }) as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};
