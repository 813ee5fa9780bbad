import { DEFAULT_TAG_MANAGER_SCRIPT_URL } from '../../../../config/env';
import { REGISTRATION } from '../../../../config/registration';
import { WATCH_REGISTRATION } from '../../../../config/watch-registration';
import { BRAND } from '../../../../config/stores';
import type { components } from '../../../common/contract/schema.gen';
import { MAX_SEARCH_LENGTH, MIN_TRACKED_SEARCH_LENGTH } from '../../../common/search';
import { PAGE_SIZES } from '../catalog/listing-params';
import { SECTION_NAMES } from '../customer/sections';
import { PASSWORD_MIN_LENGTH } from '../customer/password-rules';
import type { StoreRegistry, StoreView } from './store-registry';
import { storeIntl } from '../i18n/store-intl';
import { brandTagline } from './brand-texts';
import { storePaths } from '../../../common/store-paths';

type StoreConfig = components['schemas']['StoreConfig'];
type WebsiteList = components['schemas']['WebsiteList'];

export const STRAPS_CATEGORY_TYPE = 1;

/** The services that wait for consent, as configured (TAG_MANAGER_SCRIPT_URL, CHAT_SCRIPT_URL). */
export interface IntegrationsEnv {
  tagManagerScriptUrl: string;
  chatScriptUrl: string | null;
}

export const DEFAULT_INTEGRATIONS: IntegrationsEnv = {
  tagManagerScriptUrl: DEFAULT_TAG_MANAGER_SCRIPT_URL,
  chatScriptUrl: null,
};

export function storeConfig(
  store: StoreView,
  registry: StoreRegistry,
  gtmContainerId: string | null,
  integrations: IntegrationsEnv = DEFAULT_INTEGRATIONS,
): StoreConfig {
  const website = registry.websites.find((w) => w.id === store.websiteId)!;
  return {
    store_id: store.id,
    store_code: store.code,
    store_name: store.name,
    website_id: website.id,
    website_code: website.code,
    country_code: website.countryCode,
    locale: store.locale,
    language_code: store.languageCode,
    currency_code: store.currencyCode,
    timezone: store.timezone,
    is_default_store: store.isDefaultStore,
    default_store_code: registry.defaultStoreCode,
    brand: { name: BRAND.name, tagline: brandTagline(storeIntl(store)), logo_url: BRAND.logoUrl },
    search: { min_length: 1, min_tracked_length: MIN_TRACKED_SEARCH_LENGTH, max_length: MAX_SEARCH_LENGTH },
    catalog: {
      page_sizes: [...PAGE_SIZES],
      default_page_size: PAGE_SIZES[0],
      straps_category_type: STRAPS_CATEGORY_TYPE,
    },
    customer: { section_names: [...SECTION_NAMES], password_min_length: PASSWORD_MIN_LENGTH },
    analytics: { gtm_container_id: gtmContainerId },
    registration: {
      open_modal_automatically: REGISTRATION.openModalAutomatically,
      dob_year_range: REGISTRATION.dobYearRange,
      dob_max_days_ago: REGISTRATION.dobMaxDaysAgo,
    },
    watch_registration: { open_modal_automatically: WATCH_REGISTRATION.openModalAutomatically },
    integrations: {
      tag_manager_script_url: integrations.tagManagerScriptUrl,
      chat: integrations.chatScriptUrl
        ? { provider: 'script', script_url: integrations.chatScriptUrl }
        : { provider: 'advisor', script_url: null },
    },
  };
}

export function websiteList(registry: StoreRegistry): WebsiteList {
  return {
    websites: registry.websites.map((w) => ({
      website_id: w.id,
      website_code: w.code,
      name: w.name,
      country_code: w.countryCode,
      default_store_code: w.defaultStoreCode,
      stores: w.stores.map((s) => ({
        store_id: s.id,
        store_code: s.code,
        name: s.name,
        language_code: s.languageCode,
        locale: s.locale,
        currency_code: s.currencyCode,
        country_id: s.countryId,
        is_default_store: s.isDefaultStore,
        url: storePaths.home(s.code),
      })),
    })),
  };
}
