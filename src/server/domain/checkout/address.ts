import { COUNTRIES, POSTCODE_STRICT } from '../../../../config/checkout';
import { checkPostcode, postcodeWarning } from '../../../common/checkout/postcode';
import type { components } from '../../../common/contract/schema.gen';
import { InvalidInput } from '../errors';

export type Address = components['schemas']['Address'];

const invalid = (field: string, message: string) => new InvalidInput(message, field);

/**
 * The server's own check of a checkout address (spec 3 Address, 5 Address postcode check): a country we
 * deliver to, a region from the country's list when it has one (the region text is then the list's own),
 * and, in strict mode only, a postcode of the country's shape — in non-strict mode the shopper was only
 * warned, so the postcode is accepted as typed. Answers the address as it will be stored.
 */
export function checkAddress(
  address: Address,
  field: string,
  { strictPostcode = POSTCODE_STRICT }: { strictPostcode?: boolean } = {},
): Address {
  const country = COUNTRIES.find((c) => c.id === address.country_id);
  if (!country) {
    throw invalid(`${field}.country_id`, `We do not deliver to the country "${address.country_id}".`);
  }
  if (!address.street.some((line) => line.trim() !== '')) {
    throw invalid(`${field}.street`, 'Please enter a street address.');
  }
  let region = address.region?.trim() || null;
  let regionId: number | null = null;
  if (country.regions.length) {
    const option = country.regions.find((r) => r.id === address.region_id);
    if (!option) {
      throw invalid(`${field}.region_id`, `Please choose a region of ${country.name} from the list.`);
    }
    region = option.value;
    regionId = option.id;
  } else if (address.region_id !== null && address.region_id !== undefined) {
    throw invalid(`${field}.region_id`, `${country.name} has no region list: send the region as text.`);
  }
  const postcode = address.postcode.trim();
  if (country.postcodeRequired && !postcode) {
    throw invalid(`${field}.postcode`, 'Please enter a Zip/Postal Code.');
  }
  if (strictPostcode && postcode) {
    const { valid, examples } = checkPostcode(country.id, postcode);
    if (!valid) throw invalid(`${field}.postcode`, postcodeWarning(examples, true));
  }
  return { ...address, postcode, region, region_id: regionId };
}
