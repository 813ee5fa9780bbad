import { toPickupValue } from '../../../../common/checkout/pickup';
import type { Country } from '../../../api/cart';
import type { Address, ShippingInformationRequest, ShippingMethod } from '../../../api/checkout';
import { parseDisplayDate } from './pickupDates';
import { countryOf, isPickupMethod, type ShippingFormValues } from './shippingValues';

/** The contract's address from the form: a region list gives region_id (and its name), else free text. */
export function toAddress(values: ShippingFormValues, countries: readonly Country[]): Address {
  const country = countryOf(countries, values.country_id);
  const region = country?.regions.find((candidate) => String(candidate.id) === values.region_id);
  const hasRegions = (country?.regions.length ?? 0) > 0;
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: values.street.map((line) => line.trim()).filter((line, i) => i === 0 || line !== ''),
    city: values.city.trim(),
    country_id: values.country_id,
    region: hasRegions ? (region?.value ?? null) : values.region.trim() || null,
    region_id: hasRegions ? (region?.id ?? null) : null,
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
  };
}

/**
 * Spec 7: pickup_date (yy-mm-dd) and pickup_time travel in extension_attributes.shipping_information only
 * with the pickupdate/pickupdate method; with any other method they are not sent at all.
 */
export function toShippingInformation(
  values: ShippingFormValues,
  method: ShippingMethod,
  countries: readonly Country[],
): ShippingInformationRequest {
  const addressInformation: ShippingInformationRequest['addressInformation'] = {
    shipping_address: toAddress(values, countries),
    billing_address: null,
    shipping_carrier_code: method.carrier_code,
    shipping_method_code: method.method_code,
  };
  const date = parseDisplayDate(values.pickup_date);
  if (isPickupMethod(values.shipping_method) && date) {
    addressInformation.extension_attributes = {
      shipping_information: { pickup_date: toPickupValue(date), pickup_time: values.pickup_time },
    };
  }
  return { addressInformation };
}
