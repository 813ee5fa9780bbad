/**
 * The country pop-in's suggestion rules (spec 4 "Country/store suggestion popup", 9 "Store"), pure so that the
 * server that answers the store-selector data and the tests share one statement of them.
 */

export interface SuggestableStore {
  store_code: string;
  language_code: string;
  is_default_store: boolean;
}

export interface SuggestableWebsite<S extends SuggestableStore> {
  website_code: string;
  country_code: string;
  stores: readonly S[];
}

export interface SuggestionInput<S extends SuggestableStore> {
  websites: readonly SuggestableWebsite<S>[];
  /** The visitor's country (ISO 3166-1 alpha-2), null when unknown. */
  visitorCountry: string | null;
  /** The language of the store the visitor is on. */
  currentLanguage: string;
  showAllCountryStores: boolean;
  /** Spec 9: website_int is never suggested (it is not any country's shop). */
  excludedWebsiteCode: string;
}

/**
 * The stores to propose: from the website of the visitor's country (never the excluded one); all of its stores
 * with showAllCountryStores; otherwise, when it has several, the one in the current language; otherwise (one
 * store, or none in that language) its default store.
 */
export function suggestStores<S extends SuggestableStore>(input: SuggestionInput<S>): S[] {
  if (!input.visitorCountry) return [];
  const website = input.websites.find(
    (w) => w.country_code === input.visitorCountry && w.website_code !== input.excludedWebsiteCode,
  );
  if (!website || website.stores.length === 0) return [];
  if (input.showAllCountryStores) return [...website.stores];
  if (website.stores.length > 1) {
    const sameLanguage = website.stores.find((s) => s.language_code === input.currentLanguage);
    if (sameLanguage) return [sameLanguage];
  }
  const fallback = website.stores.find((s) => s.is_default_store) ?? website.stores[0]!;
  return [fallback];
}

/** Every store of every website, the current store first (spec 4: "The current store is listed first"). */
export function availableStores<S extends SuggestableStore>(
  websites: readonly SuggestableWebsite<S>[],
  currentStoreCode: string,
): S[] {
  const all = websites.flatMap((w) => w.stores);
  const current = all.filter((s) => s.store_code === currentStoreCode);
  return [...current, ...all.filter((s) => s.store_code !== currentStoreCode)];
}

export interface OfferInput {
  /** The country-selected flag: the visitor chose a store or closed the pop-in before. */
  countryChosen: boolean;
  visitorCountry: string | null;
  storeCountry: string;
  suggestedCount: number;
  availableCount: number;
}

/** Spec 4: the pop-in is offered only when every one of its conditions holds. */
export function shouldOfferCountry(input: OfferInput): boolean {
  return (
    !input.countryChosen &&
    input.visitorCountry !== null &&
    input.visitorCountry !== input.storeCountry &&
    input.suggestedCount > 0 &&
    input.availableCount > 0
  );
}
