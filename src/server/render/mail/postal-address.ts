import { shopLanguage } from '../../../common/i18n/languages';

export interface PostalAddress {
  firstname: string;
  lastname: string;
  street: readonly string[];
  postcode: string;
  city: string;
  region?: string | null;
  country_id: string;
}

/**
 * An address as the lines of a mail. In a Japanese mail an address in Japan is written the Japanese way: the
 * postcode after 〒, from the prefecture down to the street, then the family name first with 様; elsewhere, and
 * in the other languages, name first and the postcode before the town.
 */
export function addressLines(a: PostalAddress, languageCode: string): string[] {
  const street = a.street.filter((line) => line.trim() !== '');
  const country = a.country_id.trim();
  if (shopLanguage(languageCode) === 'ja' && country === 'JP') {
    return [
      ...(a.postcode ? [`〒${a.postcode}`] : []),
      `${a.region ?? ''}${a.city}`,
      ...street,
      `${a.lastname} ${a.firstname} 様`,
    ];
  }
  return [
    `${a.firstname} ${a.lastname}`,
    ...street,
    `${a.postcode} ${a.city}`.trim(),
    ...(a.region ? [a.region] : []),
    country,
  ];
}
