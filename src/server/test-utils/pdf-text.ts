import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/**
 * Text read back out of a PDF the way a viewer's copy or search reads it: each `Tj` of the pages' content
 * streams, decoded through its font. A Type0 (embedded, Identity-H) font's glyph ids go through the font's
 * ToUnicode CMap, so a glyph the CMap does not name reads as U+FFFD; a simple standard font's bytes read as
 * Latin-1 (WinAnsi, for the characters the tests print). Only what pdf-lib writes (`<hex> Tj`) is read.
 */
export interface PdfFontInfo {
  /** The font's /BaseFont, e.g. `Helvetica` or `ABCDEF+NotoSansCJKjp-Regular`. */
  baseFont: string;
  subtype: string;
  /** The embedded font program (decoded), for an embedded font. */
  program?: Uint8Array;
  /** Its /Subtype, e.g. `CIDFontType0C` (bare CFF). */
  programSubtype?: string;
}

export interface PdfText {
  /** Every line of text in drawing order, all pages. */
  lines: string[];
  /** The fonts the pages use, each once (pdf-lib names a font anew in the resources at every drawText). */
  fonts: PdfFontInfo[];
}

const bytesOf = (stream: PDFRawStream): Uint8Array => decodePDFRawStream(stream).decode();

/** The stream `ref` points to, as pdf-lib wrote it (compressed, not yet parsed). */
function rawStream(doc: PDFDocument, ref: PDFObject | undefined): PDFRawStream {
  const stream = doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error(`Not a stream: ${String(ref)}`);
  return stream;
}
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function utf16Hex(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** The `beginbfchar` pairs of a ToUnicode CMap: glyph id (hex) to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(pair[1]!, 16), utf16Hex(pair[2]!));
    }
  }
  return map;
}

interface Decoder {
  info: PdfFontInfo;
  decode: (hex: string) => string;
}

function fontDecoder(doc: PDFDocument, font: PDFDict): Decoder {
  const subtype = font.get(PDFName.of('Subtype'))!.toString().slice(1);
  const baseFont = font.get(PDFName.of('BaseFont'))!.toString().slice(1);
  if (subtype !== 'Type0') {
    return {
      info: { baseFont, subtype },
      decode: (hex) => latin1(Buffer.from(hex, 'hex')),
    };
  }
  const toUnicode = rawStream(doc, font.get(PDFName.of('ToUnicode')));
  const map = toUnicodeMap(latin1(bytesOf(toUnicode)));
  const descendant = doc.context.lookup(
    doc.context.lookup(font.get(PDFName.of('DescendantFonts')), PDFArray).get(0),
    PDFDict,
  );
  const descriptor = doc.context.lookup(descendant.get(PDFName.of('FontDescriptor')), PDFDict);
  const fileRef = ['FontFile3', 'FontFile2', 'FontFile']
    .map((key) => descriptor.get(PDFName.of(key)))
    .find((ref): ref is PDFRef => ref instanceof PDFRef);
  const file = fileRef ? rawStream(doc, fileRef) : undefined;
  return {
    info: {
      baseFont,
      subtype,
      program: file ? bytesOf(file) : undefined,
      programSubtype: file?.dict.get(PDFName.of('Subtype'))?.toString().slice(1),
    },
    decode: (hex) => {
      let text = '';
      for (let i = 0; i < hex.length; i += 4) text += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      return text;
    },
  };
}

function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((ref) => latin1(bytesOf(rawStream(doc, ref)))).join('\n');
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const fonts = new Map<string, PdfFontInfo>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const decoders = new Map<string, Decoder>();
    for (const [name, ref] of fontDict.entries()) {
      const decoder = fontDecoder(doc, doc.context.lookup(ref, PDFDict));
      decoders.set(name.toString().slice(1), decoder);
      fonts.set(ref.toString(), decoder.info);
    }
    let current: Decoder | undefined;
    for (const op of pageContent(doc, page).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1] !== undefined) current = decoders.get(op[1]);
      else if (current) lines.push(current.decode(op[2]!));
      else throw new Error('Text shown before any font was set');
    }
  }
  return { lines, fonts: [...fonts.values()] };
}
