import { BRAND } from '../../../../config/stores';
import type { Database } from '../../db/types';
import { contactMailHtml } from '../../render/mail/contact';
import { contactMailMessages as m } from '../../render/mail/messages/contact';
import { InvalidInput, RateLimited } from '../errors';
import { storeIntl } from '../i18n/store-intl';
import { SOURCE_MAIL_LOCALE, storeMailLocale, type MailLocale } from '../mail/mail-locale';
import { outboxTransport, type Mail } from '../mail/transport';
import { canonicalMailbox } from '../security/canonical-mailbox';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';
import { ERROR_TEXTS } from '../error-texts';
import type { ApiMessage } from '../i18n/api-message';

/** Where the contact form's messages go (Magento's contact recipient). */
export const SHOP_CONTACT_ADDRESS = 'contact@maison-aurele.example';

export const CONTACT_MESSAGES = defineMessages({
  // Magento's words, to the letter.
  thanks: {
    id: 'api.contact.thanks',
    defaultMessage:
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
  },
  tooMany: {
    id: 'api.contact.tooMany',
    defaultMessage: 'Too many messages. Please try again in {retryAfterS} seconds.',
  },
});

/**
 * Every message lands in the shop's inbox and costs a person's time: per client address a script is stopped,
 * and per mailbox of the sender (however spelled) one address cannot be used to flood the shop from many.
 */
export const CONTACT_LIMITS = {
  perClient: { max: 30, windowS: 60 * 60 } satisfies RateLimitRule,
  perMailbox: { max: 5, windowS: 60 * 60 } satisfies RateLimitRule,
};

export interface ContactMessage {
  name: string;
  email: string;
  telephone?: string;
  comment: string;
  /** Magento's honeypot: people leave it empty. */
  hideit?: string;
}

export interface ContactInput {
  message: ContactMessage;
  storeCode: string;
  clientAddress: string;
}

/** The fields as sent, trimmed; a required one of spaces only is refused naming it (as the form would). */
function cleaned(message: ContactMessage): Required<Omit<ContactMessage, 'hideit'>> {
  const out = {
    name: message.name.trim(),
    email: message.email.trim(),
    telephone: (message.telephone ?? '').trim(),
    comment: message.comment.trim(),
  };
  for (const field of ['name', 'comment'] as const) {
    if (!out[field]) throw new InvalidInput(ERROR_TEXTS.requiredField, `body.${field}`);
  }
  return out;
}

/** The shop's copy, in the language of the store it was sent from (that country's team reads it). */
export function contactMail(
  message: Required<Omit<ContactMessage, 'hideit'>>,
  storeCode: string,
  store: MailLocale = SOURCE_MAIL_LOCALE,
): Mail {
  const intl = storeIntl(store);
  const subject = intl.formatMessage(m.subject, { name: message.name });
  return {
    to: SHOP_CONTACT_ADDRESS,
    subject,
    html: contactMailHtml(intl, store.languageCode, subject, { ...message, storeCode }),
    text: [
      intl.formatMessage(m.sourceText, { brand: BRAND.name, storeCode }),
      '',
      intl.formatMessage(m.nameLine, { value: message.name }),
      intl.formatMessage(m.emailLine, { value: message.email }),
      intl.formatMessage(m.telephoneLine, { value: message.telephone || '—' }),
      '',
      message.comment,
      '',
      intl.formatMessage(m.replyTo, { email: message.email }),
    ].join('\n'),
  };
}

async function limit(db: Database, bucket: string, rule: RateLimitRule): Promise<void> {
  const state = await hit(db, bucket, rule);
  if (state.hits > rule.max)
    throw new RateLimited(
      apiMessage(CONTACT_MESSAGES.tooMany, { retryAfterS: state.retryAfterS }),
      state.retryAfterS,
    );
}

/** Magento's contact form: the message goes to the shop's outbox; the answer is Magento's thanks. */
export async function sendContactForm(
  db: Database,
  input: ContactInput,
): Promise<{ errors: false; message: ApiMessage }> {
  const message = cleaned(input.message);
  await limit(db, `contact:client:${input.clientAddress}`, CONTACT_LIMITS.perClient);
  await limit(db, `contact:mailbox:${canonicalMailbox(message.email)}`, CONTACT_LIMITS.perMailbox);
  // A robot that filled the hidden field is thanked like anyone and nothing is sent.
  if (!input.message.hideit) {
    const store = await storeMailLocale(db, input.storeCode);
    await outboxTransport(db).send(contactMail(message, input.storeCode, store));
  }
  return { errors: false, message: CONTACT_MESSAGES.thanks };
}
