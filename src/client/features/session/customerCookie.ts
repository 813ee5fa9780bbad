import { COOKIE, SESSION_STORAGE_CUSTOMER_KEY } from '../../../common/cookie-names';
import { isValidEmail } from '../../../common/email';
import { clearCookie, readCookie } from '../../lib/cookies';
import { USER_META_STORAGE_KEY } from './userMeta';

/** Spec 3 (Customer session data): the cookie holds base64 JSON or the word `logout`. */
export type CustomerCookie =
  | { kind: 'logout' }
  | { kind: 'customer'; data: { email: string } & Record<string, unknown> }
  | { kind: 'invalid' };

function decodeBase64Utf8(value: string): string {
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function parseCustomerCookie(value: string): CustomerCookie {
  if (value === 'logout') return { kind: 'logout' };
  try {
    const data: unknown = JSON.parse(decodeBase64Utf8(value));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'invalid' };
    const email = (data as { email?: unknown }).email;
    // The email is the one field read, and only when it passes the storefront's email check.
    if (typeof email !== 'string' || !isValidEmail(email)) return { kind: 'invalid' };
    return { kind: 'customer', data: { ...(data as Record<string, unknown>), email } };
  } catch {
    return { kind: 'invalid' };
  }
}

/**
 * Copies the customer cookie into session storage (or forgets the customer on `logout`), then clears the
 * cookie so that the next page does not apply it again. An unreadable value is dropped, never stored.
 */
export function syncCustomerCookie(storage: Storage = window.sessionStorage): CustomerCookie | null {
  const value = readCookie(COOKIE.customer);
  if (value === null) return null;
  const parsed = parseCustomerCookie(value);
  if (parsed.kind === 'logout') {
    storage.removeItem(SESSION_STORAGE_CUSTOMER_KEY);
    storage.removeItem(USER_META_STORAGE_KEY);
  } else if (parsed.kind === 'customer') {
    storage.setItem(SESSION_STORAGE_CUSTOMER_KEY, JSON.stringify(parsed.data));
  }
  clearCookie(COOKIE.customer);
  return parsed;
}
