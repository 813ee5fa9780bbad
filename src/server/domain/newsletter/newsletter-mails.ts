import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { newsletterConfirmationHtml, newsletterUnsubscribedHtml } from '../../render/mail/newsletter';
import type { Mail } from '../mail/transport';
import { CONFIRMATION_DAYS } from './confirmation-code';

/** Where mails link to: the shop's public origin (PUBLIC_URL) and the subscriber's store. */
export interface ShopLink {
  publicUrl: string;
  storeCode: string;
}

export const CONFIRMATION_SUBJECT = `Confirm your subscription to the ${BRAND.name} newsletter`;
export const UNSUBSCRIBED_SUBJECT = `You have unsubscribed from the ${BRAND.name} newsletter`;

export function confirmationMail(to: string, code: string, link: ShopLink): Mail {
  const url = link.publicUrl + storePaths.newsletterConfirmPage(link.storeCode, code);
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    html: newsletterConfirmationHtml(CONFIRMATION_SUBJECT, url, CONFIRMATION_DAYS),
    text: [
      `Someone, we hope you, asked to receive the ${BRAND.name} newsletter at this address.`,
      '',
      `Confirm your subscription: ${url}`,
      '',
      `The link works once, for ${CONFIRMATION_DAYS} days. If you did not ask for this, ignore this mail: you will not be subscribed.`,
    ].join('\n'),
  };
}

export function unsubscribedMail(to: string, link: ShopLink): Mail {
  const url = link.publicUrl + storePaths.newsletterSubscribePage(link.storeCode);
  return {
    to,
    subject: UNSUBSCRIBED_SUBJECT,
    html: newsletterUnsubscribedHtml(UNSUBSCRIBED_SUBJECT, url),
    text: [
      `This address will no longer receive the ${BRAND.name} newsletter.`,
      '',
      `Not you, or changed your mind? Subscribe again: ${url}`,
    ].join('\n'),
  };
}
