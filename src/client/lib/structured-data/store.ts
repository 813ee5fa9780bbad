import type { StoreLocatorShopPage } from '../../api/storeLocator';
import { absoluteUrl } from '../head/pageOrigin';
import type { DayOfWeek, Store } from './types';

/** ISO weekdays (1 Monday … 7 Sunday), as the contract numbers the opening hours. */
const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/**
 * A boutique's page as a schema.org Store (a local business): its address, phone, place on the map and the
 * week's openings. `shopPath` is the page's own path. The contract gives a boutique no picture, so `image`
 * is left out.
 */
export function storeJsonLd(page: StoreLocatorShopPage, shopPath: string, origin: string): Store {
  const { shop } = page;
  const hasGeo = Number.isFinite(shop.latitude) && Number.isFinite(shop.longitude);
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    url: absoluteUrl(origin, shopPath),
    telephone: shop.phone,
    email: page.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      postalCode: shop.zip,
      addressLocality: shop.city,
      addressCountry: shop.country_id,
    },
    ...(hasGeo
      ? { geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude } }
      : {}),
    openingHoursSpecification: page.opening_hours.flatMap((hours) => {
      const day = DAYS[hours.weekday - 1];
      return day
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: hours.opens, closes: hours.closes }]
        : [];
    }),
  };
}
