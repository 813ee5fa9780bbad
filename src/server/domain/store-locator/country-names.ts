import { countryName } from '../../../common/i18n/country-names';

/** A country's names for display (the store's language) and search (that and English). */
export function countryNames(countryId: string, locale: string): { display: string; search: string[] } {
  const display = countryName(countryId, locale);
  return { display, search: [...new Set([display, countryName(countryId, 'en')])] };
}
