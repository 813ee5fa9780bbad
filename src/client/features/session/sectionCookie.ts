import { COOKIE } from '../../../common/cookie-names';
import { clearCookie, readCookie } from '../../lib/cookies';

/** The names in a `section_data_clean` value that configuration allows, each once. */
export function sectionsToInvalidate(cookieValue: string, allowed: readonly string[]): string[] {
  const names = cookieValue.split(',').map((name) => name.trim());
  return [...new Set(names.filter((name) => allowed.includes(name)))];
}

/**
 * Reads and clears the `section_data_clean` cookie. Returns the allowed section names that still need a
 * reload (those not already invalidated by the call that set the cookie).
 */
export function consumeSectionCookie(
  allowed: readonly string[],
  alreadyInvalidated: readonly string[] = [],
): string[] {
  const value = readCookie(COOKIE.invalidateSections);
  if (value === null) return [];
  clearCookie(COOKIE.invalidateSections);
  return sectionsToInvalidate(value, allowed).filter((name) => !alreadyInvalidated.includes(name));
}
