import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { welcomeMailMessages as m } from '../../render/mail/messages/welcome';
import { sectionsMailHtml } from '../../render/mail/sections';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';
import type { MailSection } from '../reservation/mail-section';

export interface WelcomeFacts {
  email: string;
  firstname: string;
  lastname: string;
  storeCode: string;
  /** The store of the registration: the mail is written in its language. */
  store: MailLocale;
  /** The shop's public origin when configured, so the link works from a mail client. */
  publicUrl: string | undefined;
}

export const welcomeMailSubject = (store: MailLocale = SOURCE_MAIL_LOCALE) =>
  storeIntl(store).formatMessage(m.subject, { brand: BRAND.name });

/** The welcome mail of a new account (Magento's 'Welcome to …' mail), written to the outbox on registration. */
export function welcomeMail(f: WelcomeFacts): Mail {
  const intl = storeIntl(f.store);
  const signIn = `${f.publicUrl?.replace(/\/+$/, '') ?? ''}${storePaths.signIn(f.storeCode)}`;
  const subject = welcomeMailSubject(f.store);
  const sections: MailSection[] = [
    {
      lines: [
        intl.formatMessage(m.dear, { firstname: f.firstname, lastname: f.lastname }),
        intl.formatMessage(m.body, { brand: BRAND.name }),
      ],
    },
    {
      heading: intl.formatMessage(m.signInHeading),
      lines: [intl.formatMessage(m.signIn, { email: f.email, url: signIn })],
    },
  ];
  const text = sections.map((s) => [...(s.heading ? [s.heading] : []), ...s.lines].join('\n')).join('\n\n');
  return {
    to: f.email,
    subject,
    html: sectionsMailHtml(subject, sections, f.store.languageCode),
    text,
  };
}
