/**
 * The languages the shop is written in: English is the source (the messages' `defaultMessage` in the code, the
 * spec's strings exactly), the others are translations of it (`translations/{language}/{namespace}.json`).
 * A store's language is its configuration's `language_code`; an unknown one reads English.
 */
export const SHOP_LANGUAGES = ['en', 'fr', 'de', 'ja'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];
export const SOURCE_LANGUAGE: ShopLanguage = 'en';

export function shopLanguage(languageCode: string): ShopLanguage {
  const base = languageCode.toLowerCase().split(/[-_]/)[0];
  return SHOP_LANGUAGES.find((language) => language === base) ?? SOURCE_LANGUAGE;
}
