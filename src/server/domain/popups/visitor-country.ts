import { CountryCode } from '../../../common/contract/facts.gen';

/**
 * The visitor's country, from what the request says (spec 3 "Store-selector data"): the header a CDN or proxy
 * sets from the client's address, or else the region of the browser's preferred language.
 */

export type VisitorCountrySource = 'header' | 'accept_language';

export interface VisitorCountry {
  country: string | null;
  source: VisitorCountrySource | null;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

// Cloudflare answers XX for an unknown address and T1 for Tor; neither is a country to shop in.
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'EU', 'AP']);

/** A two-letter country code, upper-cased, or null for anything else. */
export function normaliseCountry(raw: string | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  if (!code || !CountryCode.pattern.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code;
}

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The region of the most preferred `Accept-Language` range that names one (`fr-CH;q=0.9` is CH). Ranges keep
 * their order among equal weights; a script subtag (`zh-Hant-TW`) is skipped; numeric regions (`es-419`) are not
 * countries.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranges = header
    .slice(0, 1024)
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, position };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  for (const { tag } of ranges) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    const country = normaliseCountry(region);
    if (country) return country;
  }
  return null;
}

/** The configured country header first, then Accept-Language. */
export function resolveVisitorCountry(headers: Headers, countryHeader: string): VisitorCountry {
  const fromHeader = normaliseCountry(first(headers[countryHeader.toLowerCase()]));
  if (fromHeader) return { country: fromHeader, source: 'header' };
  const fromLanguage = countryFromAcceptLanguage(first(headers['accept-language']));
  if (fromLanguage) return { country: fromLanguage, source: 'accept_language' };
  return { country: null, source: null };
}
