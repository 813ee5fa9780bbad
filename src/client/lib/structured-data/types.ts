/**
 * The schema.org types the storefront's JSON-LD uses, written here because `schema-dts` is not installed
 * (with it, these become `WithContext<Organization>` and friends from 'schema-dts'). Only the properties the
 * builders set; property names are schema.org's.
 */
export type SchemaContext = { '@context': 'https://schema.org' };

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export type DayOfWeek = `https://schema.org/${
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'}`;

export interface Organization extends SchemaContext {
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
}

export interface SearchAction {
  '@type': 'SearchAction';
  target: { '@type': 'EntryPoint'; urlTemplate: string };
  'query-input': string;
}

export interface WebSite extends SchemaContext {
  '@type': 'WebSite';
  name: string;
  url: string;
  potentialAction: SearchAction;
}

export interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbList extends SchemaContext {
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

export interface Offer {
  '@type': 'Offer';
  url: string;
  sku: string;
  price: number;
  priceCurrency: string;
  availability: ItemAvailability;
}

export interface Product extends SchemaContext {
  '@type': 'Product';
  name: string;
  description: string;
  sku: string;
  url: string;
  image: string[];
  brand: { '@type': 'Brand'; name: string };
  offers: Offer[];
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayOfWeek;
  opens: string;
  closes: string;
}

export interface Store extends SchemaContext {
  '@type': 'Store';
  name: string;
  url: string;
  telephone: string;
  email: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    postalCode: string;
    addressLocality: string;
    addressCountry: string;
  };
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification: OpeningHoursSpecification[];
  image?: string;
}
