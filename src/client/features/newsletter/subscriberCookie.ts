import { COOKIE } from '../../../common/cookie-names';
import { readCookie } from '../../lib/cookies';

/** Spec 3 "Newsletter subscriber": the statuses the cookie may carry. */
export const SUBSCRIBER_STATUSES = [
  'not_active',
  'subscribed',
  'unsubscribed',
  'single_optin_subscribed',
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface NewsletterSubscriber {
  status: SubscriberStatus;
  gender: string | null;
  country: string | null;
}

const isStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The subscriber cookie the newsletter's answers set (JSON of status, gender and country). Anything else in
 * it (a hand-edited or foreign value) reads as no cookie.
 */
export function readNewsletterSubscriber(): NewsletterSubscriber | null {
  const raw = readCookie(COOKIE.newsletterSubscriber);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { status, gender, country } = parsed as Record<string, unknown>;
    if (!isStatus(status)) return null;
    return { status, gender: textOrNull(gender), country: textOrNull(country) };
  } catch {
    return null;
  }
}
