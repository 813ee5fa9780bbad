import { CONTENT_TEXTS, type ContentLanguage } from './index';

/**
 * The demo content's translations follow the English section for section, so a story reads the same in every
 * store; and the only German store is Swiss, which writes "ss" where Germany writes "ß".
 */
const TRANSLATIONS = (['fr', 'de', 'ja'] as const).map(
  (language) => [language, CONTENT_TEXTS[language]] as const,
);
const { en } = CONTENT_TEXTS;

/** Every string a shopper may read in one language's texts. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

describe.each(TRANSLATIONS)('the %s content', (_language: ContentLanguage, texts) => {
  it.each(Object.keys(en.stories) as (keyof typeof en.stories)[])(
    'tells %s in the same sections as the English, none of them left in English',
    (identifier) => {
      const english = en.stories[identifier].sections;
      const translated = texts.stories[identifier].sections;
      expect(translated.map((s) => s.type)).toEqual(english.map((s) => s.type));
      translated.forEach((section, i) => {
        expect(section).not.toEqual(english[i]);
      });
    },
  );

  it('has no word of the English home page or popups left, beyond the house’s own names', () => {
    const english = new Set(stringsOf({ home: en.home, popups: en.popups }));
    const kept = stringsOf({ home: texts.home, popups: texts.popups }).filter((s) => english.has(s));
    expect(new Set(kept)).toEqual(new Set(['Maison Aurèle', 'Navigator', 'Atelier']));
  });
});

it('writes the Swiss German store’s content with "ss", never "ß"', () => {
  expect(stringsOf(CONTENT_TEXTS.de).filter((s) => s.includes('ß'))).toEqual([]);
});
