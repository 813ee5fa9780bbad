import { countryName, sortedByName } from '../../../common/i18n/country-names';

/** The countries the optional section offers: where the maison has boutiques and stores. */
const COUNTRY_CODES = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'NL', 'US'] as const;

/** The choices, named in the store's language and sorted in its alphabetical order. */
export const countryOptions = (locale: string): { value: string; label: string }[] =>
  sortedByName(
    COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })),
    (option) => option.label,
    locale,
  );
