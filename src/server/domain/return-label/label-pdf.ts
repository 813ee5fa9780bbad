import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { BRAND } from '../../../../config/stores';
import { shopLanguage } from '../../../common/i18n/languages';
import type { StoredAddress } from '../account/stored-address';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../mail/mail-locale';
import { embedLabelFonts, type LabelFonts } from './label-fonts';
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
  /** The order's store: the label's words are in its language (English without one). */
  store?: MailLocale;
}

const A6 = { width: 298, height: 420 };
const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);

/** Where a label reports what it could not print (the request's log, as `request.log.warn`). */
export type LabelWarn = (details: Record<string, unknown>, message: string) => void;

type Words = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

/**
 * The label's fixed words in the store's language. Each language's font draws its own translations (Japanese
 * has a Japanese font); should a translation ever hold a character its font lacks, the English is printed
 * rather than a word with a placeholder in it.
 */
function labelWords(intl: IntlShape, fonts: LabelFonts): Words {
  const english = storeIntl(SOURCE_MAIL_LOCALE);
  return (descriptor, values) => {
    const text = intl.formatMessage(descriptor, values);
    if (fonts.draws(fonts.bold, text)) return text;
    const fallback = english.formatMessage(descriptor, values);
    return fonts.draws(fonts.bold, fallback) ? fallback : text;
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
  fonts: LabelFonts;
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
  const font = options.bold ? pen.fonts.bold : pen.fonts.regular;
  pen.page.drawText(pen.fonts.printable(font, text), {
    x: 22,
    y: pen.y,
    size,
    font,
    color: options.muted ? MUTED : INK,
  });
  pen.y -= size + (options.gap ?? 4);
}

/**
 * The sender's lines. A Japanese label of an address in Japan writes it the Japanese way (as the mails do,
 * `render/mail/postal-address.ts`): 〒postcode, prefecture and city, street, then the family name first, without
 * the 様 a mail puts after its addressee (the customer is the sender here). Otherwise the western order.
 */
function senderLines(from: StoredAddress, languageCode: string): { text: string; bold?: boolean }[] {
  const street = from.street.filter(Boolean).map((text) => ({ text }));
  const country = from.country_id.trim();
  if (shopLanguage(languageCode) === 'ja' && country === 'JP') {
    return [
      ...(from.postcode ? [{ text: `〒${from.postcode}` }] : []),
      { text: `${from.region ?? ''}${from.city}` },
      ...street,
      { text: `${from.lastname} ${from.firstname}`, bold: true },
      { text: country },
    ];
  }
  return [
    { text: `${from.firstname} ${from.lastname}`, bold: true },
    ...street,
    { text: `${from.postcode} ${from.city}${from.region ? `, ${from.region}` : ''}` },
    { text: country },
  ];
}

/**
 * The label as a one-page A6 PDF. A character of the customer's details that the store language's font lacks
 * is printed as a placeholder (the label is still made: the carrier reads the barcode) and reported to `warn`.
 */
export async function renderLabelPdf(facts: LabelFacts, warn: LabelWarn): Promise<Uint8Array> {
  const store = facts.store ?? SOURCE_MAIL_LOCALE;
  const intl = storeIntl(store);
  const ids = { incrementId: facts.incrementId, trackingNumber: facts.trackingNumber };
  const doc = await PDFDocument.create();
  // The viewer draws the title with its own fonts: it is in the store's language, Japanese included.
  doc.setTitle(intl.formatMessage(m.title, ids));
  doc.setAuthor(BRAND.name);
  doc.setCreationDate(facts.createdAt);
  const page = doc.addPage([A6.width, A6.height]);
  const fonts = await embedLabelFonts(doc, store.languageCode);
  const pen: Pen = {
    page,
    fonts,
    y: TOP,
    floor: BARCODE_ZONE,
    addPage: () => doc.addPage([A6.width, A6.height]),
  };
  const words = labelWords(intl, fonts);
  line(pen, BRAND.name, { size: 15, bold: true, gap: 6 });
  line(pen, words(m.subtitle, { carrier: facts.carrier }), { muted: true, gap: 12 });
  line(pen, words(m.order, { incrementId: facts.incrementId }), { size: 11, bold: true, gap: 10 });

  line(pen, words(m.from), { size: 7, muted: true });
  for (const sender of senderLines(facts.from, store.languageCode))
    line(pen, sender.text, { bold: sender.bold });
  line(pen, words(m.phone, { phone: facts.phone }), { gap: 10 });

  line(pen, words(m.to), { size: 7, muted: true });
  facts.to.forEach((toLine, i) => line(pen, toLine, { bold: i === 0, size: 10 }));
  pen.y -= 6;

  line(pen, words(m.items), { size: 7, muted: true });
  for (const item of facts.items) line(pen, `${item.qty} x ${item.name} (${item.sku})`, { size: 8 });

  const missing = fonts.missing();
  if (missing.length > 0) {
    // Code points rather than the characters, so the log says which ones whatever reads it; no address in it.
    warn(
      {
        incrementId: facts.incrementId,
        language: store.languageCode,
        missing: missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`),
      },
      'return label: characters its font lacks were printed as a placeholder',
    );
  }

  const png = await doc.embedPng(await barcodePng(facts.trackingNumber));
  const width = A6.width - 44;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 22, y: 22, width, height: Math.min(height, BARCODE_ZONE - 30) });
  return doc.save();
}
