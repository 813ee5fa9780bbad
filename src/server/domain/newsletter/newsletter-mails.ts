import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { newsletterMailMessages as m } from '../../render/mail/messages/newsletter';
import { newsletterConfirmationHtml, newsletterUnsubscribedHtml } from '../../render/mail/newsletter';
import { storeIntl } from '../i18n/store-intl';
import type { MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';
import { CONFIRMATION_DAYS } from './confirmation-code';

/** Where mails link to: the shop's public origin (PUBLIC_URL) and the subscriber's store. */
export interface ShopLink {
  publicUrl: string;
  storeCode: string;
}

const brand = BRAND.name;

/** The double opt-in mail, in the language of the store the address subscribed in. */
export function confirmationMail(to: string, code: string, link: ShopLink, store: MailLocale): Mail {
  const intl = storeIntl(store);
  const url = link.publicUrl + storePaths.newsletterConfirmPage(link.storeCode, code);
  const subject = intl.formatMessage(m.confirmSubject, { brand });
  return {
    to,
    subject,
    html: newsletterConfirmationHtml(intl, store.languageCode, subject, url, CONFIRMATION_DAYS),
    text: [
      intl.formatMessage(m.confirmIntroText, { brand }),
      '',
      intl.formatMessage(m.confirmLink, { url }),
      '',
      intl.formatMessage(m.confirmNote, { days: CONFIRMATION_DAYS }),
    ].join('\n'),
  };
}

/** The notice of an unsubscription, in the language of the store it was made in. */
export function unsubscribedMail(to: string, link: ShopLink, store: MailLocale): Mail {
  const intl = storeIntl(store);
  const url = link.publicUrl + storePaths.newsletterSubscribePage(link.storeCode);
  const subject = intl.formatMessage(m.leftSubject, { brand });
  return {
    to,
    subject,
    html: newsletterUnsubscribedHtml(intl, store.languageCode, subject, url),
    text: [intl.formatMessage(m.leftBody, { brand }), '', intl.formatMessage(m.leftLink, { url })].join('\n'),
  };
}
