import type { Country } from '../../api/cart';

/**
 * The address part of a form (spec 3 Address), as the checkout's shipment step and the address book edit it:
 * `street` holds the 'Street Address N' lines, `region_id` the selected region when the country has a region
 * list and `region` the free text when it has none.
 */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  street: [string, string];
  city: string;
  country_id: string;
  region_id: string;
  region: string;
  postcode: string;
  telephone: string;
}

/** A saved address (the address book's, the checkout's choice), as the API answers it. */
export interface SavedAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  postcode: string;
  telephone: string;
}

export const countryOf = (countries: readonly Country[], id: string): Country | undefined =>
  countries.find((country) => country.id === id);

export const emptyAddressValues = (countryId: string, firstname = ''): AddressFormValues => ({
  firstname,
  lastname: '',
  street: ['', ''],
  city: '',
  country_id: countryId,
  region_id: '',
  region: '',
  postcode: '',
  telephone: '',
});

/** A saved address as form values (the edit form's, or the checkout's shipment step filled from the book). */
export const addressValuesOf = (address: SavedAddress): AddressFormValues => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: [address.street[0] ?? '', address.street.slice(1).join(', ')],
  city: address.city,
  country_id: address.country_id,
  region_id: address.region_id === null ? '' : String(address.region_id),
  region: address.region_id === null ? (address.region ?? '') : '',
  postcode: address.postcode,
  telephone: address.telephone,
});

/** One line a shopper recognises an address by: '18 Rue Mercière, 69002 Lyon, France'. */
export function addressSummary(address: SavedAddress, countries: readonly Country[]): string {
  const country = countryOf(countries, address.country_id)?.name ?? address.country_id;
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return [...address.street.filter(Boolean), place, address.region, country].filter(Boolean).join(', ');
}
