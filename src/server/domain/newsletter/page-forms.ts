import type { Database } from '../../db/types';
import { InvalidInput } from '../errors';
import { countNewsletterRequest } from './limits';
import { NEWSLETTER_MESSAGES } from './messages';
import type { ShopLink } from './newsletter-mails';
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  ownAccount,
  type SubscriberProfile,
  type SubscriberStatus,
} from './subscribers';
import type { ApiMessage } from '../i18n/api-message';

export interface PageFormInput {
  email: string;
  storeId: number;
  customerId: number | null;
  clientAddress: string;
  link: ShopLink;
}

/** What the pages answer (spec 7: errors and message) and what the subscriber cookie says (spec 3). */
export interface NewsletterAnswer {
  errors: boolean;
  message: ApiMessage;
  cookie: { status: SubscriberStatus; gender: string | null; country: string | null };
}

/**
 * The subscribe page's form. The answer does not depend on whether the address was subscribed already
 * (only the signed-in customer's own address is told it is subscribed), and the cookie says `not_active`
 * until the mail's link is followed.
 */
export async function subscribeFromPage(
  db: Database,
  input: PageFormInput & { profile: SubscriberProfile },
): Promise<NewsletterAnswer> {
  if (input.profile.dob && !isCalendarDate(input.profile.dob)) {
    throw new InvalidInput(NEWSLETTER_MESSAGES.invalidDob, 'body.dob');
  }
  await countNewsletterRequest(
    db,
    'subscribe',
    input.clientAddress,
    input.email,
    NEWSLETTER_MESSAGES.tooMany,
  );
  // Only the signed-in customer's own address is told it is subscribed: any other address gets the same answer
  // whether or not it was on the list.
  const own = await db.transaction(async (tx) => {
    const account = await ownAccount(tx, input.customerId, input.email);
    await requestSubscription(tx, { ...input, source: 'newsletter_page' });
    return account !== null;
  });
  const cookieStatus: SubscriberStatus = own ? 'subscribed' : 'not_active';
  return {
    errors: false,
    message: own ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.confirmationSent,
    cookie: {
      status: cookieStatus,
      gender: input.profile.gender ?? null,
      country: input.profile.countryId ?? null,
    },
  };
}

/** `YYYY-MM-DD` that names a day of the calendar (the contract's pattern lets 2001-02-31 through). */
function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** The unsubscribe page's form: the same answer whether or not the address was on the list. */
export async function unsubscribeFromPage(db: Database, input: PageFormInput): Promise<NewsletterAnswer> {
  await countNewsletterRequest(
    db,
    'unsubscribe',
    input.clientAddress,
    input.email,
    NEWSLETTER_MESSAGES.tooMany,
  );
  await db.transaction((tx) => unsubscribe(tx, input.email, input.link));
  return {
    errors: false,
    message: NEWSLETTER_MESSAGES.unsubscribed,
    cookie: { status: 'unsubscribed', gender: null, country: null },
  };
}

/** The confirmation page: `errors` with Magento's message for an unknown, used or expired code. */
export async function confirmFromPage(db: Database, code: string): Promise<NewsletterAnswer> {
  const confirmed = await db.transaction((tx) => confirmSubscription(tx, code));
  if (!confirmed) {
    return {
      errors: true,
      message: NEWSLETTER_MESSAGES.invalidCode,
      cookie: { status: 'not_active', gender: null, country: null },
    };
  }
  return {
    errors: false,
    message: NEWSLETTER_MESSAGES.confirmed,
    cookie: { status: 'subscribed', gender: confirmed.gender, country: confirmed.countryId },
  };
}
