import { BRAND } from '../../../../config/stores';
import { appointmentMailMessages as m } from '../../render/mail/messages/reservation';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';
import { composeMail, productTitle } from './mail-layout';
import type { ProductLine } from './product-line';

export interface AppointmentFacts {
  product: ProductLine;
  civility: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** The store the request was made in: the mail is written in its language. */
  store: MailLocale;
}

export const appointmentMailSubject = (store: MailLocale = SOURCE_MAIL_LOCALE) =>
  storeIntl(store).formatMessage(m.subject, { brand: BRAND.name });

/** To the shopper: the request is in, and the team will propose a time. */
export function appointmentRequestMail(f: AppointmentFacts): Mail {
  const intl = storeIntl(f.store);
  return composeMail(
    f.email,
    appointmentMailSubject(f.store),
    [
      {
        lines: [
          intl.formatMessage(m.dear, { civility: f.civility, firstname: f.firstname, lastname: f.lastname }),
          intl.formatMessage(m.body, { brand: BRAND.name }),
        ],
      },
      { lines: [productTitle(f.product), intl.formatMessage(m.reference, { sku: f.product.sku })] },
      { heading: intl.formatMessage(m.reachYou), lines: [f.email, f.phone] },
    ],
    f.store.languageCode,
  );
}
