import { shopLanguage } from './i18n/languages';

/**
 * How an address is written as text, the same on every page and in every mail (issue 13): by the convention of
 * the address's country, and, for an address in Japan read in Japanese, the Japanese way.
 *
 * - Japan, read in Japanese: from the largest part down, as a Japanese envelope is written: the country, 〒 and
 *   the postcode, prefecture and city (ward) together, the street lines (the second is the building), then the
 *   family name before the given name, with 様.
 * - Japan, read in English, French or German: the romanised order Japan Post asks of mail from abroad, the name
 *   first and 'City, Prefecture postcode' on one line (as the US write theirs): the Japanese order is only for a
 *   reader of Japanese, and an English page shows it the way the English reader addresses a letter.
 * - United States, Canada, Australia: 'City, Region postcode'.
 * - United Kingdom, Ireland: the post town, the county and the postcode each on a line of its own.
 * - Elsewhere (Switzerland, France, Germany...): 'postcode City', then the region when there is one.
 * In the Japanese store a name is written family name first wherever the address is (the form asks 姓 then 名);
 * 様 belongs to the Japanese layout only.
 */
export interface PostalAddress {
  /** Absent for a place that is not a person's (a boutique). */
  firstname?: string | null;
  lastname?: string | null;
  street: readonly string[];
  postcode?: string | null;
  city: string;
  region?: string | null;
  country_id: string;
}

export interface AddressReading {
  /** The reader's language: the store's `language_code` ('ja') or its locale ('ja-JP'). */
  language: string;
  /** The country's name as the reader's page calls it; without it the address has no country line. */
  countryName?: string;
}

/** What a line holds, so that a page can set the name apart. */
export type AddressLineKind = 'name' | 'place' | 'country';

export interface AddressLine {
  kind: AddressLineKind;
  text: string;
}

const JAPAN = 'JP';
/** Japan Post's mark, written before a postcode. */
const POSTAL_MARK = '〒';
/** The honorific after the addressee's name on a Japanese address. */
const HONORIFIC = '様';
const CITY_REGION_POSTCODE = new Set(['US', 'CA', 'AU']);
const LINES_OF_THEIR_OWN = new Set(['GB', 'IE']);

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** Whether an address is written the Japanese way: an address in Japan, read in Japanese. */
export const inJapaneseOrder = (countryId: string, language: string): boolean =>
  clean(countryId).toUpperCase() === JAPAN && shopLanguage(language) === 'ja';

/** Whether a language writes the family name before the given name (Japanese: 姓 then 名), in text and in forms. */
export const familyNameFirst = (language: string): boolean => shopLanguage(language) === 'ja';

/** A given name and a family name (strings or form fields) in the order the language writes them. */
export const inNameOrder = <T>(language: string, given: T, family: T): [T, T] =>
  familyNameFirst(language) ? [family, given] : [given, family];

/** A person's name as the reader writes it: family name first in Japanese ('山田 太郎'), given name first otherwise. */
export function personName(
  person: Pick<PostalAddress, 'firstname' | 'lastname'>,
  language: string,
  honorific = false,
): string {
  const given = clean(person.firstname);
  const family = clean(person.lastname);
  const japanese = familyNameFirst(language);
  const name = inNameOrder(language, given, family).filter(Boolean).join(' ');
  return name && honorific && japanese ? `${name} ${HONORIFIC}` : name;
}

function japaneseLines(a: PostalAddress, street: string[], name: string): AddressLine[] {
  const postcode = clean(a.postcode);
  const place = [clean(a.region), clean(a.city)].join('');
  return [...(postcode ? [`${POSTAL_MARK}${postcode}`] : []), ...(place ? [place] : []), ...street]
    .map((text): AddressLine => ({ kind: 'place', text }))
    .concat(name ? [{ kind: 'name', text: name }] : []);
}

/** The lines below the street: the town, region and postcode as the country's post reads them. */
function localityLines(a: PostalAddress): string[] {
  const country = clean(a.country_id).toUpperCase();
  const postcode = clean(a.postcode);
  const city = clean(a.city);
  const region = clean(a.region);
  if (CITY_REGION_POSTCODE.has(country) || country === JAPAN) {
    // The comma parts the town from the region: without a region, 'Tokyo 104-0061'.
    return [
      region
        ? [city, `${region} ${postcode}`.trim()].filter(Boolean).join(', ')
        : `${city} ${postcode}`.trim(),
    ];
  }
  if (LINES_OF_THEIR_OWN.has(country)) return [city, region, postcode];
  return [[postcode, city].filter(Boolean).join(' '), region];
}

/** An address as lines, each marked with what it holds. The telephone is not part of it. */
export function addressLines(a: PostalAddress, reading: AddressReading): AddressLine[] {
  const street = a.street.map(clean).filter(Boolean);
  const countryName = clean(reading.countryName);
  const country: AddressLine[] = countryName ? [{ kind: 'country', text: countryName }] : [];
  if (inJapaneseOrder(a.country_id, reading.language)) {
    return [...country, ...japaneseLines(a, street, personName(a, reading.language, true))];
  }
  const name = personName(a, reading.language);
  return [
    ...(name ? [{ kind: 'name' as const, text: name }] : []),
    ...[...street, ...localityLines(a)].filter(Boolean).map((text): AddressLine => ({ kind: 'place', text })),
    ...country,
  ];
}

/** The same lines as plain text, for a mail. */
export const addressText = (a: PostalAddress, reading: AddressReading): string[] =>
  addressLines(a, reading).map((line) => line.text);

/**
 * The address without its name on one line, to recognise it by (a saved address in a list, a card's accessible
 * name): '18 Rue Mercière, 69002 Lyon, France', or '日本 〒100-0005 東京都千代田区丸の内1-1-1' (a Japanese address
 * runs its prefecture, city and street together, as it is written on one line).
 */
export function addressOneLine(a: PostalAddress, reading: AddressReading): string {
  if (!inJapaneseOrder(a.country_id, reading.language))
    return addressText({ ...a, firstname: null, lastname: null }, reading).join(', ');
  const street = a.street.map(clean).filter(Boolean);
  const place = [clean(a.region), clean(a.city), street[0] ?? ''].join('');
  const postcode = clean(a.postcode);
  return [clean(reading.countryName), postcode ? `${POSTAL_MARK}${postcode}` : '', place, ...street.slice(1)]
    .filter(Boolean)
    .join(' ');
}
