import { readCookie, writeCookie } from '../../../lib/cookies';
import { CLICKED_COOKIE_MONTHS } from '../timings';

/** Spec 4: the cookie that keeps a promotional popup from showing again, named after its index. */
export const clickedCookieName = (index: number): string => `${index}-clicked`;

/** Whether the visitor closed or followed this popup before (its cookie is '1'). */
export const isPromoClicked = (index: number): boolean => readCookie(clickedCookieName(index)) === '1';

/** One calendar month on (the 31st of a month ends on the last day of the next one, as Date rolls it). */
export function clickedCookieExpiry(now: Date): Date {
  const expires = new Date(now.getTime());
  expires.setUTCMonth(expires.getUTCMonth() + CLICKED_COOKIE_MONTHS);
  return expires;
}

/**
 * The cookie string that marks the popup clicked for a month: Secure and SameSite=None on https (as the spec
 * asks: the shop may be framed by the brand's other sites), Lax on plain http, where None is refused.
 */
export function clickedCookie(index: number, now: Date, https: boolean): string {
  const attributes = https ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${clickedCookieName(index)}=1; expires=${clickedCookieExpiry(now).toUTCString()}; path=/; ${attributes}`;
}

export function markPromoClicked(index: number): void {
  writeCookie(clickedCookie(index, new Date(), window.location.protocol === 'https:'));
}
