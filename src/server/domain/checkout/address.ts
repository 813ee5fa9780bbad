import { COUNTRIES, POSTCODE_STRICT } from '../../../../config/checkout';
import { checkPostcode, postcodeWarning } from '../../../common/checkout/postcode';
import { countryName } from '../../../common/i18n/country-names';
import type { components } from '../../../common/contract/schema.gen';
import { InvalidInput } from '../errors';
import { apiMessage, type ApiMessage } from '../i18n/api-message';
import { CHECKOUT_TEXTS as T } from './checkout-texts';

export type Address = components['schemas']['Address'];

const invalid = (field: string, message: ApiMessage) => new InvalidInput(message, field);

/**
 * The server's own check of a checkout address (spec 3 Address, 5 Address postcode check): a country we
 * deliver to, a region from the country's list when it has one (the region text is then the list's own),
 * and, in strict mode only, a postcode of the country's shape — in non-strict mode the shopper was only
 * warned, so the postcode is accepted as typed. Answers the address as it will be stored. `locale` is the
 * store's, which names the country in a refusal (the message itself is worded when answered).
 */
export function checkAddress(
  address: Address,
  field: string,
  { strictPostcode = POSTCODE_STRICT, locale = 'en' }: { strictPostcode?: boolean; locale?: string } = {},
): Address {
  const country = COUNTRIES.find((c) => c.id === address.country_id);
  if (!country) {
    throw invalid(`${field}.country_id`, apiMessage(T.noDelivery, { country: address.country_id }));
  }
  if (!address.street.some((line) => line.trim() !== '')) {
    throw invalid(`${field}.street`, T.street);
  }
  let region = address.region?.trim() || null;
  let regionId: number | null = null;
  if (country.regions.length) {
    const option = country.regions.find((r) => r.id === address.region_id);
    if (!option) {
      throw invalid(
        `${field}.region_id`,
        apiMessage(T.regionFromList, { country: countryName(country.id, locale) }),
      );
    }
    region = option.value;
    regionId = option.id;
  } else if (address.region_id !== null && address.region_id !== undefined) {
    throw invalid(
      `${field}.region_id`,
      apiMessage(T.regionAsText, { country: countryName(country.id, locale) }),
    );
  }
  const postcode = address.postcode.trim();
  if (country.postcodeRequired && !postcode) {
    throw invalid(`${field}.postcode`, T.postcodeRequired);
  }
  if (strictPostcode && postcode) {
    const { valid, examples } = checkPostcode(country.id, postcode);
    if (!valid) {
      // The strict form of the form's warning (common/checkout/postcode), without its "you can ignore this".
      throw invalid(`${field}.postcode`, postcodeWarning(examples, true));
    }
  }
  return { ...address, postcode, region, region_id: regionId };
}
