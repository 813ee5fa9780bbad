import { readCookie } from '../cookies';

/** The consent library's cookie (vanilla-cookieconsent's `cc_cookie`), where it remembers the visitor's choice. */
export const CONSENT_COOKIE = 'cc_cookie';
/** The revision of the choice the shop asks for: a choice made under another one is asked again. */
export const CONSENT_REVISION = 0;

/**
 * The categories of a choice the visitor made on an earlier page, read from the library's cookie by the rules the
 * library reads it with (a consent id, both timestamps, the categories, this revision); null when there is none,
 * or when anything in it is not as the library writes it: then the library itself decides (and asks).
 */
export function rememberedChoice(): readonly string[] | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  let cookie: unknown;
  try {
    cookie = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof cookie !== 'object' || cookie === null) return null;
  const { consentId, consentTimestamp, lastConsentTimestamp, categories, revision } = cookie as Record<
    string,
    unknown
  >;
  const valid =
    typeof consentId === 'string' &&
    consentId !== '' &&
    isTimestamp(consentTimestamp) &&
    isTimestamp(lastConsentTimestamp) &&
    revision === CONSENT_REVISION &&
    Array.isArray(categories) &&
    categories.every((category) => typeof category === 'string');
  return valid ? (categories as string[]) : null;
}

const isTimestamp = (value: unknown): boolean =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
