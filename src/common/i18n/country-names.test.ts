import { countryName, sortedByName } from './country-names';

describe('country names', () => {
  it("name a country in the store's language, and keep the English of the English stores", () => {
    expect(countryName('CH', 'en-GB')).toBe('Switzerland');
    expect(countryName('US', 'en-US')).toBe('United States');
    expect(countryName('CH', 'fr-CH')).toBe('Suisse');
    expect(countryName('GB', 'fr-FR')).toBe('Royaume-Uni');
    expect(countryName('AT', 'de-CH')).toBe('Österreich');
    expect(countryName('NL', 'de-CH')).toBe('Niederlande');
    expect(countryName('JP', 'ja-JP')).toBe('日本');
    expect(countryName('CH', 'ja-JP')).toBe('スイス');
  });

  it('answer the code itself where there is no name to give', () => {
    expect(countryName('XY', 'fr-CH')).toBe('XY');
    expect(countryName('not a code', 'de-CH')).toBe('not a code');
  });

  it("sort by name in the locale's order (accents where its readers expect them)", () => {
    const names = (locale: string) =>
      sortedByName(
        ['US', 'ES', 'FR', 'DE', 'AT'].map((id) => countryName(id, locale)),
        (name) => name,
        locale,
      );
    expect(names('fr-FR')).toEqual(['Allemagne', 'Autriche', 'Espagne', 'États-Unis', 'France']);
    expect(names('de-CH')).toEqual([
      'Deutschland',
      'Frankreich',
      'Österreich',
      'Spanien',
      'Vereinigte Staaten',
    ]);
    expect(names('en-GB')).toEqual(['Austria', 'France', 'Germany', 'Spain', 'United States']);
  });
});
