import type { ProductLine } from './product-line';
import type { ShopRecord } from './shops';
import { composeMail, productTitle, type MailSection } from './mail-layout';
import type { Mail } from '../mail/transport';

export interface ReservationFacts {
  /** The number the boutique quotes to collect or cancel it (the boutique operation's `reservationId`). */
  reservationId: number;
  /** How long the piece is held before it goes back on sale. */
  holdHours: number;
  shop: ShopRecord;
  product: ProductLine;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  message: string | null;
}

const productLines = (product: ProductLine) => [productTitle(product), `Reference ${product.sku}`];

function boutiqueSection(shop: ShopRecord): MailSection[] {
  return [
    { heading: shop.name, lines: [shop.address, `${shop.zip} ${shop.city}`, shop.country_id, shop.phone] },
    { heading: 'Opening hours', lines: shop.opening_hours.map((h) => `${h.days}: ${h.hours}`) },
  ];
}

export const reservationMailSubject = (shopName: string) => `Your reservation at ${shopName}`;

/** To the shopper: what is held, where, and what happens next. */
export function reservationConfirmationMail(f: ReservationFacts): Mail {
  return composeMail(f.email, reservationMailSubject(f.shop.name), [
    {
      lines: [
        `Dear ${f.firstname} ${f.lastname},`,
        `thank you for your reservation. ${f.shop.name} is holding this piece for you for ${f.holdHours} hours:`,
      ],
    },
    { lines: productLines(f.product) },
    ...boutiqueSection(f.shop),
    {
      lines: [
        `The boutique will contact you to arrange your visit. Your reservation number is ${f.reservationId}.`,
      ],
    },
  ]);
}

/** To the boutique: who is coming for which piece. */
export function reservationNoticeMail(f: ReservationFacts): Mail {
  return composeMail(f.shop.email, `New reservation: ${productTitle(f.product)} (${f.product.sku})`, [
    {
      heading: `Piece to hold for ${f.holdHours} hours (reservation ${f.reservationId})`,
      lines: productLines(f.product),
    },
    {
      heading: 'Client',
      lines: [`${f.firstname} ${f.lastname}`, f.email, f.telephone],
    },
    ...(f.message ? [{ heading: 'Message', lines: f.message.split('\n') }] : []),
  ]);
}
