import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { passwordResetMailMessages as m } from '../../render/mail/messages/password-reset';
import { passwordResetMailHtml } from '../../render/mail/password-reset';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';
import type { PasswordResetFacts } from './reset-facts';

export interface PasswordResetMailInput {
  to: string;
  firstname: string;
  token: string;
  storeCode: string;
  /** The store the request came from: the mail is written in its language. */
  store: MailLocale;
  /** The shop's public origin (PUBLIC_URL). */
  publicUrl: string;
  lifetimeS: number;
}

export const passwordResetMailSubject = (store: MailLocale = SOURCE_MAIL_LOCALE) =>
  storeIntl(store).formatMessage(m.subject, { brand: BRAND.name });

function passwordResetText(intl: IntlShape, f: PasswordResetFacts): string {
  return [
    intl.formatMessage(m.dear, { firstname: f.firstname }),
    '',
    intl.formatMessage(m.bodyText, { brand: BRAND.name, minutes: f.validForMinutes }),
    '',
    f.url,
    '',
    intl.formatMessage(m.notYou),
  ].join('\n');
}

/** The reset link's mail, written in the transaction that stores the link. */
export function passwordResetMail(input: PasswordResetMailInput): Mail {
  const intl = storeIntl(input.store);
  const facts: PasswordResetFacts = {
    firstname: input.firstname,
    url: input.publicUrl + storePaths.createPassword(input.storeCode, input.token),
    validForMinutes: Math.round(input.lifetimeS / 60),
  };
  const subject = passwordResetMailSubject(input.store);
  return {
    to: input.to,
    subject,
    html: passwordResetMailHtml(intl, input.store.languageCode, subject, facts),
    text: passwordResetText(intl, facts),
  };
}
