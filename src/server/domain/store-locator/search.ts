/**
 * The store locator's search (spec 1 'Other', issue 12): a boutique matches when the search is the start of a
 * word of its city or of its country's name (in English or in the store's language), or its country code,
 * ignoring case and accents, so that `geneve`, `GENÈVE`, `zurich` and `suisse` all find what a shopper means.
 */

/** Lower case without accents or marks: `Zürich` -> `zurich`, `Genève` -> `geneve`. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface SearchableShop {
  city: string;
  country_id: string;
  /** The country's names the search knows (English, the store's language). */
  countryNames: readonly string[];
}

/** Whether `phrase` (folded) starts at a word boundary of `text` (folded). */
const startsAWord = (text: string, phrase: string): boolean =>
  text.startsWith(phrase) || text.includes(` ${phrase}`);

/** Whether the boutique matches the search; a blank search matches every boutique. */
export function shopMatches(shop: SearchableShop, query: string): boolean {
  const phrase = foldForSearch(query);
  if (phrase === '') return true;
  if (phrase === shop.country_id.toLowerCase()) return true;
  return [shop.city, ...shop.countryNames].some((name) => startsAWord(foldForSearch(name), phrase));
}
