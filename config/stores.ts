/**
 * The brand and its websites / store views. The seed writes these into the database; the server reads them
 * back from there, so a real deployment can manage them in the database alone.
 */
export const BRAND = {
  name: 'Maison Aurèle',
  tagline: 'Swiss watchmakers since 1887',
  logoUrl: '/media/brand/logo.svg',
} as const;

export const DEFAULT_STORE_CODE = 'en-int';
/** The website excluded from country suggestions (spec 9). */
export const INTERNATIONAL_WEBSITE_CODE = 'website_int';

export interface StoreDefinition {
  code: string;
  name: string;
  locale: string;
  languageCode: string;
  currencyCode: 'EUR' | 'GBP' | 'USD' | 'CHF' | 'JPY';
  timezone: string;
  countryId: string;
  isDefault: boolean;
}

export interface WebsiteDefinition {
  code: string;
  name: string;
  countryCode: string;
  stores: StoreDefinition[];
}

export const WEBSITES: WebsiteDefinition[] = [
  {
    code: INTERNATIONAL_WEBSITE_CODE,
    name: 'International',
    countryCode: 'CH',
    stores: [
      {
        code: 'en-int',
        name: 'International (English)',
        locale: 'en-GB',
        languageCode: 'en',
        currencyCode: 'EUR',
        timezone: 'Europe/Zurich',
        countryId: 'CH',
        isDefault: true,
      },
    ],
  },
  {
    code: 'website_uk',
    name: 'United Kingdom',
    countryCode: 'GB',
    stores: [
      {
        code: 'en-gb',
        name: 'United Kingdom',
        locale: 'en-GB',
        languageCode: 'en',
        currencyCode: 'GBP',
        timezone: 'Europe/London',
        countryId: 'GB',
        isDefault: true,
      },
    ],
  },
  {
    code: 'website_us',
    name: 'United States',
    countryCode: 'US',
    stores: [
      {
        code: 'en-us',
        name: 'United States',
        locale: 'en-US',
        languageCode: 'en',
        currencyCode: 'USD',
        timezone: 'America/New_York',
        countryId: 'US',
        isDefault: true,
      },
    ],
  },
  {
    code: 'website_ch',
    name: 'Switzerland',
    countryCode: 'CH',
    stores: [
      {
        code: 'de-ch',
        name: 'Schweiz (Deutsch)',
        locale: 'de-CH',
        languageCode: 'de',
        currencyCode: 'CHF',
        timezone: 'Europe/Zurich',
        countryId: 'CH',
        isDefault: true,
      },
      {
        code: 'fr-ch',
        name: 'Suisse (Français)',
        locale: 'fr-CH',
        languageCode: 'fr',
        currencyCode: 'CHF',
        timezone: 'Europe/Zurich',
        countryId: 'CH',
        isDefault: false,
      },
    ],
  },
  {
    code: 'website_fr',
    name: 'France',
    countryCode: 'FR',
    stores: [
      {
        code: 'fr-fr',
        name: 'France',
        locale: 'fr-FR',
        languageCode: 'fr',
        currencyCode: 'EUR',
        timezone: 'Europe/Paris',
        countryId: 'FR',
        isDefault: true,
      },
    ],
  },
  {
    code: 'website_jp',
    name: 'Japan',
    countryCode: 'JP',
    stores: [
      {
        code: 'ja-jp',
        name: '日本',
        locale: 'ja-JP',
        languageCode: 'ja',
        currencyCode: 'JPY',
        timezone: 'Asia/Tokyo',
        countryId: 'JP',
        isDefault: true,
      },
    ],
  },
];

export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
