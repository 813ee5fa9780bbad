/**
 * How a store view's language is searched:
 * - `default`: English, the product's own document (product.search_document, 'english', migration 001);
 * - `stemmed`: a PostgreSQL text search configuration of the language ('french', 'german'), over the store
 *   view's own document (migration 030);
 * - `bigram`: a language PostgreSQL has no configuration for and that does not separate its words (Japanese):
 *   character bigrams, see bigrams.ts.
 */
export type SearchLanguage = { kind: 'default' } | { kind: 'stemmed'; config: string } | { kind: 'bigram' };

const DEFAULT: SearchLanguage = { kind: 'default' };
const CONFIGS: Readonly<Record<string, string>> = { fr: 'french', de: 'german' };

export function searchLanguageOf(languageCode: string): SearchLanguage {
  if (languageCode === 'en') return DEFAULT;
  if (languageCode === 'ja') return { kind: 'bigram' };
  // A language without a configuration here is still matched word for word, only without stemming.
  return { kind: 'stemmed', config: CONFIGS[languageCode] ?? 'simple' };
}

// Letters whose folded form is two letters (NFD does not decompose them).
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', đ: 'd', ł: 'l' };

/**
 * The form in which both the documents and the shopper's words are compared, the same for every store view:
 * - NFKC: full-width Latin letters and digits become ASCII (ＭＡ３１２０ is MA3120) and half-width katakana
 *   full-width (ｸﾛﾉｸﾞﾗﾌ is クロノグラフ), as a Japanese keyboard may type either;
 * - lower case, and Latin letters without their accents (montrés is montres, boîtier is boitier, Größe is
 *   grosse): the French stemmer keeps accents, so a shopper who types none would otherwise miss the word.
 *   Only marks on Latin letters go: the voicing marks of kana (ガ is カ with a mark in NFD) stay;
 * - every character that is neither a letter nor a digit is a space, so PostgreSQL's parser, which classes
 *   characters by the server's locale (C.UTF-8 takes any non-ASCII character for a letter, so d’alligator
 *   or 自動巻き、ケース would stay one word), sees only words and spaces, on PGlite and PostgreSQL alike.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ßœæøđł]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** The shopper's words (at most 8, as the English search), normalised. */
export function searchWords(term: string): string[] {
  return normaliseSearchText(term)
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** Words as prefix queries for to_tsquery (`chrono` finds chronograph); null when the term has no word. */
export function prefixQueryOf(words: readonly string[]): string | null {
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
