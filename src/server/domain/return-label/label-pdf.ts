import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { BRAND } from '../../../../config/stores';
import type { StoredAddress } from '../account/stored-address';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../mail/mail-locale';
import { labelPdfMessages as m } from './label-pdf-messages';

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
  /** The order's store: the label's words are in its language where the font can draw them (English otherwise). */
  store?: MailLocale;
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

const drawable = (font: PDFFont, text: string): boolean => {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
};

type Words = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

/**
 * The label's fixed words in the store's language. The standard fonts cannot draw Japanese (and no font that
 * could is installed or shipped with the shop), so a translation the font cannot draw gives way to the
 * English: a Japanese store's label reads in English, a French or German one in its language.
 */
function labelWords(intl: IntlShape, font: PDFFont): Words {
  const english = storeIntl(SOURCE_MAIL_LOCALE);
  return (descriptor, values) => {
    const text = intl.formatMessage(descriptor, values);
    if (drawable(font, text)) return text;
    const fallback = english.formatMessage(descriptor, values);
    return drawable(font, fallback) ? fallback : text;
  };
}

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
  const intl = storeIntl(facts.store ?? SOURCE_MAIL_LOCALE);
  const ids = { incrementId: facts.incrementId, trackingNumber: facts.trackingNumber };
  const doc = await PDFDocument.create();
  // The viewer draws the title with its own fonts: it is in the store's language, Japanese included.
  doc.setTitle(intl.formatMessage(m.title, ids));
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
  const words = labelWords(intl, pen.bold);
  line(pen, BRAND.name, { size: 15, bold: true, gap: 6 });
  line(pen, words(m.subtitle, { carrier: facts.carrier }), { muted: true, gap: 12 });
  line(pen, words(m.order, { incrementId: facts.incrementId }), { size: 11, bold: true, gap: 10 });

  line(pen, words(m.from), { size: 7, muted: true });
  const from = facts.from;
  line(pen, `${from.firstname} ${from.lastname}`, { bold: true });
  for (const street of from.street.filter(Boolean)) line(pen, street);
  line(pen, `${from.postcode} ${from.city}${from.region ? `, ${from.region}` : ''}`);
  line(pen, from.country_id.trim());
  line(pen, words(m.phone, { phone: facts.phone }), { gap: 10 });

  line(pen, words(m.to), { size: 7, muted: true });
  facts.to.forEach((toLine, i) => line(pen, toLine, { bold: i === 0, size: 10 }));
  pen.y -= 6;

  line(pen, words(m.items), { size: 7, muted: true });
  for (const item of facts.items) line(pen, `${item.qty} x ${item.name} (${item.sku})`, { size: 8 });

  const png = await doc.embedPng(await barcodePng(facts.trackingNumber));
  const width = A6.width - 44;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 22, y: 22, width, height: Math.min(height, BARCODE_ZONE - 30) });
  return doc.save();
}
