import { countryName } from '../../../common/i18n/country-names';
import { addressOneLine } from '../../../common/address-format';
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

/** A country's name as the checkout's list gives it, or as the reader's language names one the list lacks. */
export const countryNameOf = (countries: readonly Country[], id: string, locale: string): string =>
  countryOf(countries, id)?.name ?? countryName(id, locale);

/**
 * One line a shopper recognises an address by, as the store's language writes it (src/common/address-format.ts):
 * '18 Rue Mercière, 69002 Lyon, France', or in Japanese '日本 〒100-0005 東京都千代田区丸の内1-1-1'.
 */
export function addressSummary(
  address: SavedAddress,
  countries: readonly Country[],
  language: string,
): string {
  const countryName = countryNameOf(countries, address.country_id, language);
  return addressOneLine(address, { language, countryName });
}
