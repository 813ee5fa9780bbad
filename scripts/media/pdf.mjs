// A minimal PDF 1.4 writer for the size guides: A4 pages of text (the 14 standard fonts, WinAnsi encoding) and
// vector drawing, laid out in millimetres from the top-left corner. No dependency: the syntax is written by hand
// and the cross-reference table is computed from the byte offsets, so any PDF reader opens the result.
import { createHash } from 'node:crypto';

export const A4 = { width: 210, height: 297 };
const PT_PER_MM = 72 / 25.4;
const pt = (mm) => round(mm * PT_PER_MM);
const round = (n) => Number(n.toFixed(2));

/** The standard fonts the guides use, by resource name. */
export const FONTS = {
  sans: { name: 'F1', base: 'Helvetica' },
  bold: { name: 'F2', base: 'Helvetica-Bold' },
  serif: { name: 'F3', base: 'Times-Roman' },
};

// WinAnsi code points of the few characters beyond Latin-1 the guides print.
const WIN_ANSI_EXTRA = { '\u2013': 0x96, '\u2014': 0x97, '\u2019': 0x92, '\u2022': 0x95 };

/** A PDF literal string in WinAnsi bytes (as latin1 text), with the delimiters escaped. */
function literal(text) {
  let out = '(';
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0);
    if (code > 0xff) throw new Error(`Character ${ch} has no WinAnsi code`);
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `${out})`;
}

/** Helvetica's digits are all 556/1000 em wide: enough to centre the numbers of a scale exactly. */
export const digitsWidthMm = (text, sizePt) => (text.length * 0.556 * sizePt) / PT_PER_MM;

/** One page's content stream, drawn in millimetres from the top-left corner. */
export class Page {
  ops = [];

  y(mmFromTop) {
    return pt(A4.height - mmFromTop);
  }

  /** Text whose baseline sits at (x, y); `spacing` is extra space between letters, in points. */
  text(x, y, text, { font = FONTS.sans, size = 9.5, gray = 0.11, spacing = 0 } = {}) {
    this.ops.push(
      `BT /${font.name} ${size} Tf ${gray} g ${spacing} Tc 1 0 0 1 ${pt(x)} ${this.y(y)} Tm ${literal(text)} Tj ET`,
    );
    return this;
  }

  /** Lines of text, one below the other. */
  paragraph(x, y, lines, options = {}) {
    const leading = options.leading ?? 5;
    lines.forEach((line, i) => this.text(x, y + i * leading, line, options));
    return y + lines.length * leading;
  }

  line(x1, y1, x2, y2, { width = 0.25, gray = 0.11, dash = null } = {}) {
    const dashOp = dash ? `[${dash.map(pt).join(' ')}] 0 d ` : '';
    this.ops.push(`q ${dashOp}${gray} G ${width} w ${pt(x1)} ${this.y(y1)} m ${pt(x2)} ${this.y(y2)} l S Q`);
    return this;
  }

  /** The house's gold hairline. */
  goldRule(x, y, length) {
    this.ops.push(`q 0.69 0.553 0.341 RG 0.6 w ${pt(x)} ${this.y(y)} m ${pt(x + length)} ${this.y(y)} l S Q`);
    return this;
  }

  rect(x, y, w, h, { fill = null, stroke = 0.11, width = 0.3, dash = null } = {}) {
    const paint = fill !== null && stroke !== null ? 'B' : fill !== null ? 'f' : 'S';
    const dashOp = dash ? `[${dash.map(pt).join(' ')}] 0 d ` : '';
    const colours = `${fill !== null ? `${fill} g ` : ''}${stroke !== null ? `${stroke} G ` : ''}`;
    this.ops.push(
      `q ${dashOp}${colours}${width} w ${pt(x)} ${this.y(y + h)} ${pt(w)} ${pt(h)} re ${paint} Q`,
    );
    return this;
  }

  /** A circle from four Bezier quarters (k = 0.5523 of the radius). */
  circle(cx, cy, r, { fill = null, stroke = 0.11, width = 0.3, gold = false } = {}) {
    const k = 0.5522847498 * r;
    const P = (x, y) => `${pt(x)} ${this.y(y)}`;
    const path = [
      `${P(cx + r, cy)} m`,
      `${P(cx + r, cy - k)} ${P(cx + k, cy - r)} ${P(cx, cy - r)} c`,
      `${P(cx - k, cy - r)} ${P(cx - r, cy - k)} ${P(cx - r, cy)} c`,
      `${P(cx - r, cy + k)} ${P(cx - k, cy + r)} ${P(cx, cy + r)} c`,
      `${P(cx + k, cy + r)} ${P(cx + r, cy + k)} ${P(cx + r, cy)} c`,
    ].join(' ');
    const strokeColour = gold ? '0.69 0.553 0.341 RG ' : stroke !== null ? `${stroke} G ` : '';
    const paint = fill !== null && (stroke !== null || gold) ? 'B' : fill !== null ? 'f' : 'S';
    this.ops.push(`q ${fill !== null ? `${fill} g ` : ''}${strokeColour}${width} w ${path} h ${paint} Q`);
    return this;
  }

  toString() {
    return `${this.ops.join('\n')}\n`;
  }
}

/** Serialises pages into one PDF file; the same input always gives the same bytes. */
export function buildPdf({ title, subject, pages }) {
  const objects = [];
  // push answers the new length, which is the object's number.
  const add = (body) => objects.push(body);
  const catalogId = add(null);
  const pagesId = add(null);
  const fontIds = Object.values(FONTS).map((font) => [
    font.name,
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font.base} /Encoding /WinAnsiEncoding >>`),
  ]);
  const fontResources = fontIds.map(([name, id]) => `/${name} ${id} 0 R`).join(' ');
  const pageIds = pages.map((page) => {
    const content = page.toString();
    const contentId = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${pt(A4.width)} ${pt(A4.height)}] ` +
        `/Resources << /Font << ${fontResources} >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(
    `<< /Title ${literal(title)} /Subject ${literal(subject)} /Author ${literal('Maison Aurèle')} ` +
      `/Producer ${literal('Caseback scripts/media/size-guides.mjs')} >>`,
  );

  // The second line's bytes above 127 tell transfer tools the file is binary.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  const id = createHash('md5').update(out, 'latin1').digest('hex');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R /ID [<${id}> <${id}>] >>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
