import { countryName } from '../../../common/i18n/country-names';
import type { IntlShape } from '@formatjs/intl';
import { addressText, personName } from '../../../common/address-format';
import { reservationMailMessages as m } from '../../render/mail/messages/reservation';
import { storeIntl } from '../i18n/store-intl';
import type { MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';
import { composeMail, productTitle, type MailSection } from './mail-layout';
import type { ProductLine } from './product-line';
import type { ShopRecord } from './shops';

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
  /** The store the reservation was made in: both mails are written in its language. */
  store: MailLocale;
}

const productLines = (intl: IntlShape, product: ProductLine) => [
  productTitle(product),
  intl.formatMessage(m.reference, { sku: product.sku }),
];

/**
 * The boutique's address by the shared formatter (src/common/address-format.ts), the country named in the mail's
 * language: in a Japanese mail a boutique in Japan the Japanese way (country, 〒, town, street); then its phone.
 */
function shopAddress(shop: ShopRecord, store: MailLocale): string[] {
  const place = { street: [shop.address], postcode: shop.zip, city: shop.city, country_id: shop.country_id };
  return [
    ...addressText(place, {
      language: store.languageCode,
      countryName: countryName(shop.country_id, store.locale),
    }),
    shop.phone,
  ];
}

function boutiqueSection(intl: IntlShape, shop: ShopRecord, store: MailLocale): MailSection[] {
  return [
    { heading: shop.name, lines: shopAddress(shop, store) },
    {
      heading: intl.formatMessage(m.openingHours),
      lines: shop.opening_hours.map((h) => `${h.days}: ${h.hours}`),
    },
  ];
}

export const reservationMailSubject = (intl: IntlShape, shopName: string) =>
  intl.formatMessage(m.subject, { shop: shopName });

/** To the shopper: what is held, where, and what happens next. */
export function reservationConfirmationMail(f: ReservationFacts): Mail {
  const intl = storeIntl(f.store);
  return composeMail(
    f.email,
    reservationMailSubject(intl, f.shop.name),
    [
      {
        lines: [
          intl.formatMessage(m.dear, { firstname: f.firstname, lastname: f.lastname }),
          intl.formatMessage(m.holding, { shop: f.shop.name, hours: f.holdHours }),
        ],
      },
      { lines: productLines(intl, f.product) },
      ...boutiqueSection(intl, f.shop, f.store),
      { lines: [intl.formatMessage(m.nextStep, { reservationId: String(f.reservationId) })] },
    ],
    f.store.languageCode,
  );
}

/** To the boutique: who is coming for which piece. */
export function reservationNoticeMail(f: ReservationFacts): Mail {
  const intl = storeIntl(f.store);
  const subject = intl.formatMessage(m.noticeSubject, {
    product: productTitle(f.product),
    sku: f.product.sku,
  });
  return composeMail(
    f.shop.email,
    subject,
    [
      {
        heading: intl.formatMessage(m.noticeHeading, {
          hours: f.holdHours,
          reservationId: String(f.reservationId),
        }),
        lines: productLines(intl, f.product),
      },
      {
        heading: intl.formatMessage(m.client),
        lines: [personName(f, f.store.languageCode), f.email, f.telephone],
      },
      ...(f.message ? [{ heading: intl.formatMessage(m.message), lines: f.message.split('\n') }] : []),
    ],
    f.store.languageCode,
  );
}
