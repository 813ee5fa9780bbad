import { countryFromAcceptLanguage, normaliseCountry, resolveVisitorCountry } from './visitor-country';

describe("the visitor's country", () => {
  it('comes from the configured header first, whatever its case', () => {
    expect(
      resolveVisitorCountry({ 'cf-ipcountry': 'fr', 'accept-language': 'de-CH' }, 'CF-IPCountry'),
    ).toEqual({
      country: 'FR',
      source: 'header',
    });
    expect(resolveVisitorCountry({ 'x-country-code': 'JP' }, 'x-country-code')).toEqual({
      country: 'JP',
      source: 'header',
    });
  });

  it('falls back to the region of Accept-Language when the header is missing or unknown', () => {
    expect(resolveVisitorCountry({ 'accept-language': 'de-CH,de;q=0.9' }, 'cf-ipcountry')).toEqual({
      country: 'CH',
      source: 'accept_language',
    });
    expect(
      resolveVisitorCountry({ 'cf-ipcountry': 'XX', 'accept-language': 'en-GB' }, 'cf-ipcountry'),
    ).toEqual({
      country: 'GB',
      source: 'accept_language',
    });
    // Another header than the configured one is not trusted.
    expect(resolveVisitorCountry({ 'x-country-code': 'JP' }, 'cf-ipcountry')).toEqual({
      country: null,
      source: null,
    });
  });

  it('reads Accept-Language by weight, skipping ranges without a region', () => {
    expect(countryFromAcceptLanguage('fr, en-US;q=0.5, fr-CH;q=0.8')).toBe('CH');
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryFromAcceptLanguage('es-419, en')).toBeNull();
    expect(countryFromAcceptLanguage('de-DE;q=0, en')).toBeNull();
    expect(countryFromAcceptLanguage('*')).toBeNull();
    expect(countryFromAcceptLanguage(undefined)).toBeNull();
  });

  it('accepts two letters only, not the CDN’s unknown or Tor codes', () => {
    expect(normaliseCountry(' gb ')).toBe('GB');
    expect(normaliseCountry('T1')).toBeNull();
    expect(normaliseCountry('XX')).toBeNull();
    expect(normaliseCountry('FRA')).toBeNull();
    expect(normaliseCountry('')).toBeNull();
  });
});
