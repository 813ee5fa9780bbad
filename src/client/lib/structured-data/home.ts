import type { StoreConfig } from '../../api/store';
import { storePaths } from '../../../common/store-paths';
import { absoluteUrl } from '../head/pageOrigin';
import type { Organization, WebSite } from './types';

const SEARCH_TERM = '{search_term_string}';

/**
 * The search results URL with `{search_term_string}` where the term goes. storePaths.search encodes the term
 * (`%7Bsearch_term_string%7D`), which a crawler would not read as the placeholder: the braces are put back.
 */
export function searchUrlTemplate(origin: string, storeCode: string): string {
  const path = storePaths
    .search(storeCode, SEARCH_TERM)
    .replace(encodeURIComponent(SEARCH_TERM), SEARCH_TERM);
  return `${origin}${path}`;
}

/** The house behind the store: its name, its home page and its logo (Google's logo and knowledge panel). */
export function organizationJsonLd(config: StoreConfig, origin: string): Organization {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.brand.name,
    url: absoluteUrl(origin, storePaths.home(config.store_code)),
    logo: absoluteUrl(origin, config.brand.logo_url),
  };
}

/** The store's site and how to search it (the sitelinks search box). */
export function webSiteJsonLd(config: StoreConfig, origin: string): WebSite {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.brand.name,
    url: absoluteUrl(origin, storePaths.home(config.store_code)),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(origin, config.store_code) },
      'query-input': 'required name=search_term_string',
    },
  };
}
