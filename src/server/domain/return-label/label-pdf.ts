import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { BRAND } from '../../../../config/stores';
import type { StoredAddress } from '../account/stored-address';

/** What a label prints (spec 2.15): the shop, the order, where it comes from and goes to, the items, a barcode. */
export interface LabelFacts {
  incrementId: string;
  trackingNumber: string;
  carrier: string;
  createdAt: Date;
  /** The customer's address: where the parcel is sent from, and where the carrier returns it if undeliverable. */
  from: StoredAddress;
  phone: string;
  to: readonly string[];
  items: readonly { sku: string; name: string; qty: number }[];
}

const A6 = { width: 298, height: 420 };
const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);

/**
 * The standard PDF fonts speak WinAnsi only: a character outside it (a Japanese name) is printed as `?` rather
 * than failing the label. The carrier reads the barcode; the text is for people.
 */
const printable = (font: PDFFont, text: string): string =>
  [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');

/** Code 128 of the tracking number, as a PNG (bwip-js renders it; pdf-lib embeds it). */
async function barcodePng(text: string): Promise<Uint8Array> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
  /** Below this the page is full: the first page keeps its foot for the barcode. */
  floor: number;
  /** A further page for what does not fit (a long list of items). */
  addPage: () => PDFPage;
}

const TOP = A6.height - 34;
const BARCODE_ZONE = 120;

function line(
  pen: Pen,
  text: string,
  options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {},
) {
  const size = options.size ?? 9;
  if (pen.y - size < pen.floor) {
    pen.page = pen.addPage();
    pen.y = TOP;
    pen.floor = 22;
  }
  const font = options.bold ? pen.bold : pen.regular;
  pen.page.drawText(printable(font, text), {
    x: 22,
    y: pen.y,
    size,
    font,
    color: options.muted ? MUTED : INK,
  });
  pen.y -= size + (options.gap ?? 4);
}

/** The label as a one-page A6 PDF. */
export async function renderLabelPdf(facts: LabelFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Return label ${facts.trackingNumber} - order ${facts.incrementId}`);
  doc.setAuthor(BRAND.name);
  doc.setCreationDate(facts.createdAt);
  const page = doc.addPage([A6.width, A6.height]);
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: TOP,
    floor: BARCODE_ZONE,
    addPage: () => doc.addPage([A6.width, A6.height]),
  };
  line(pen, BRAND.name, { size: 15, bold: true, gap: 6 });
  line(pen, `Return label - ${facts.carrier} prepaid return`, { muted: true, gap: 12 });
  line(pen, `Order ${facts.incrementId}`, { size: 11, bold: true, gap: 10 });

  line(pen, 'FROM', { size: 7, muted: true });
  const from = facts.from;
  line(pen, `${from.firstname} ${from.lastname}`, { bold: true });
  for (const street of from.street.filter(Boolean)) line(pen, street);
  line(pen, `${from.postcode} ${from.city}${from.region ? `, ${from.region}` : ''}`);
  line(pen, from.country_id.trim());
  line(pen, `Phone ${facts.phone}`, { gap: 10 });

  line(pen, 'TO', { size: 7, muted: true });
  facts.to.forEach((toLine, i) => line(pen, toLine, { bold: i === 0, size: 10 }));
  pen.y -= 6;

  line(pen, 'ITEMS', { size: 7, muted: true });
  for (const item of facts.items) line(pen, `${item.qty} x ${item.name} (${item.sku})`, { size: 8 });

  const png = await doc.embedPng(await barcodePng(facts.trackingNumber));
  const width = A6.width - 44;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 22, y: 22, width, height: Math.min(height, BARCODE_ZONE - 30) });
  return doc.save();
}
