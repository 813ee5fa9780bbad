import { SHOW_ALL_COUNTRY_STORES } from '../../../../config/popups';
import { INTERNATIONAL_WEBSITE_CODE } from '../../../../config/stores';
import type { components } from '../../../common/contract/schema.gen';
import { storePaths } from '../../../common/store-paths';
import { availableStores, suggestStores } from '../../../common/store-suggestion';
import type { StoreRegistry, StoreView, WebsiteView } from '../store/store-registry';
import type { VisitorCountry } from './visitor-country';

type StoreSelector = components['schemas']['StoreSelector'];
type SelectorStore = components['schemas']['SelectorStore'];
type SelectorWebsite = components['schemas']['SelectorWebsite'];

export const selectorStore = (s: StoreView): SelectorStore => ({
  store_id: s.id,
  store_code: s.code,
  name: s.name,
  language_code: s.languageCode,
  locale: s.locale,
  country_id: s.countryId,
  is_default_store: s.isDefaultStore,
  url: storePaths.home(s.code),
});

export const selectorWebsite = (w: WebsiteView): SelectorWebsite => ({
  website_code: w.code,
  name: w.name,
  country_code: w.countryCode,
  stores: w.stores.map(selectorStore),
});

export interface SelectorOptions {
  showAllCountryStores?: boolean;
}

/** Spec 3's store-selector data for one store and visitor, with spec 4's suggested and available stores. */
export function storeSelector(
  store: StoreView,
  registry: StoreRegistry,
  visitor: VisitorCountry,
  options: SelectorOptions = {},
): StoreSelector {
  const website = registry.websites.find((w) => w.id === store.websiteId)!;
  const websites = registry.websites.map(selectorWebsite);
  const showAllCountryStores = options.showAllCountryStores ?? SHOW_ALL_COUNTRY_STORES;
  // Nothing to suggest to a visitor who is in the store's own country (spec 4's second condition).
  const suggested =
    visitor.country === website.countryCode
      ? []
      : suggestStores({
          websites,
          visitorCountry: visitor.country,
          currentLanguage: store.languageCode,
          showAllCountryStores,
          excludedWebsiteCode: INTERNATIONAL_WEBSITE_CODE,
        });
  return {
    store_code: store.code,
    country_code: website.countryCode,
    website_code: website.code,
    visitor_country: visitor.country,
    visitor_country_source: visitor.source,
    show_all_country_stores: showAllCountryStores,
    websites,
    suggested_stores: suggested,
    available_stores: availableStores(websites, store.code),
  };
}
