import {
  availableStores,
  shouldOfferCountry,
  suggestStores,
  type SuggestableWebsite,
} from './store-suggestion';

const store = (store_code: string, language_code: string, is_default_store = true) => ({
  store_code,
  language_code,
  is_default_store,
});

const WEBSITES: SuggestableWebsite<ReturnType<typeof store>>[] = [
  { website_code: 'website_int', country_code: 'CH', stores: [store('en-int', 'en')] },
  { website_code: 'website_uk', country_code: 'GB', stores: [store('en-gb', 'en')] },
  {
    website_code: 'website_ch',
    country_code: 'CH',
    stores: [store('de-ch', 'de'), store('fr-ch', 'fr', false), store('it-ch', 'it', false)],
  },
  { website_code: 'website_fr', country_code: 'FR', stores: [store('fr-fr', 'fr')] },
];

const suggest = (visitorCountry: string | null, currentLanguage = 'en', showAllCountryStores = false) =>
  suggestStores({
    websites: WEBSITES,
    visitorCountry,
    currentLanguage,
    showAllCountryStores,
    excludedWebsiteCode: 'website_int',
  }).map((s) => s.store_code);

describe('suggestStores (spec 4)', () => {
  it("suggests the store of the visitor's country's website", () => {
    expect(suggest('FR')).toEqual(['fr-fr']);
    expect(suggest('GB')).toEqual(['en-gb']);
  });

  it('never suggests website_int, even for its own country', () => {
    // website_int is listed first with CH: the Swiss website is the one suggested.
    expect(suggest('CH', 'de')).toEqual(['de-ch']);
    const onlyInt = suggestStores({
      websites: WEBSITES.slice(0, 1),
      visitorCountry: 'CH',
      currentLanguage: 'en',
      showAllCountryStores: false,
      excludedWebsiteCode: 'website_int',
    });
    expect(onlyInt).toEqual([]);
  });

  it('with showAllCountryStores, suggests every store of that website', () => {
    expect(suggest('CH', 'fr', true)).toEqual(['de-ch', 'fr-ch', 'it-ch']);
  });

  it('of several stores, suggests the one in the current language', () => {
    expect(suggest('CH', 'fr')).toEqual(['fr-ch']);
    expect(suggest('CH', 'it')).toEqual(['it-ch']);
  });

  it('otherwise the default store', () => {
    expect(suggest('CH', 'ja')).toEqual(['de-ch']);
  });

  it('nothing for an unknown country or one without a website', () => {
    expect(suggest(null)).toEqual([]);
    expect(suggest('DE')).toEqual([]);
  });
});

describe('availableStores', () => {
  it('lists every store with the current one first', () => {
    expect(availableStores(WEBSITES, 'fr-ch').map((s) => s.store_code)).toEqual([
      'fr-ch',
      'en-int',
      'en-gb',
      'de-ch',
      'it-ch',
      'fr-fr',
    ]);
  });
});

describe('shouldOfferCountry', () => {
  const base = {
    countryChosen: false,
    visitorCountry: 'FR',
    storeCountry: 'GB',
    suggestedCount: 1,
    availableCount: 7,
  };
  it('offers when no country was chosen, the countries differ and there are stores', () => {
    expect(shouldOfferCountry(base)).toBe(true);
  });
  it.each([
    ['a country was chosen', { countryChosen: true }],
    ['the visitor is in the store’s country', { visitorCountry: 'GB' }],
    ['the visitor’s country is unknown', { visitorCountry: null }],
    ['nothing is suggested', { suggestedCount: 0 }],
    ['no store is available', { availableCount: 0 }],
  ])('does not offer when %s', (_label, change) => {
    expect(shouldOfferCountry({ ...base, ...change })).toBe(false);
  });
});
