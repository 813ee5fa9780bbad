import { foldForSearch, shopMatches } from './search';

const geneva = { city: 'Genève', country_id: 'CH', countryNames: ['Switzerland', 'Suisse'] };
const newYork = { city: 'New York', country_id: 'US', countryNames: ['United States'] };

describe('the store locator search', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('  Zürich ')).toBe('zurich');
    expect(foldForSearch('GENÈVE')).toBe('geneve');
    expect(foldForSearch('Royaume-Uni')).toBe('royaume uni');
  });

  it('matches the start of a word of the city or the country, whatever the accents and case', () => {
    expect(shopMatches(geneva, 'geneve')).toBe(true);
    expect(shopMatches(geneva, 'GEN')).toBe(true);
    expect(shopMatches(geneva, 'suisse')).toBe(true);
    expect(shopMatches(geneva, 'switz')).toBe(true);
    expect(shopMatches(newYork, 'york')).toBe(true);
    expect(shopMatches(newYork, 'united states')).toBe(true);
  });

  it('matches the country code exactly, and nothing in the middle of a word', () => {
    expect(shopMatches(geneva, 'ch')).toBe(true);
    expect(shopMatches(geneva, 'eve')).toBe(false);
    expect(shopMatches(newYork, 'ork')).toBe(false);
    expect(shopMatches(newYork, 'paris')).toBe(false);
  });

  it('lets a blank search match every boutique', () => {
    expect(shopMatches(geneva, '')).toBe(true);
    expect(shopMatches(newYork, '  ')).toBe(true);
  });
});
