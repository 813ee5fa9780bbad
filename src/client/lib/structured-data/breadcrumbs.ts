import { absoluteUrl } from '../head/pageOrigin';
import type { BreadcrumbList } from './types';

export interface Crumb {
  name: string;
  /** A path of the site (or an absolute URL). */
  url: string;
}

/** The trail a page's breadcrumbs show, home first and the page itself last, with absolute URLs. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): BreadcrumbList {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.url),
    })),
  };
}
