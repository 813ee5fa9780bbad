import type { Country } from '../../../api/cart';

/** The shipment step's form. `street` holds the 'Street Address N' lines; dates are as the shopper sees them. */
export interface ShippingFormValues {
  email: string;
  firstname: string;
  lastname: string;
  street: [string, string];
  city: string;
  country_id: string;
  /** The selected region's id when the country has a region list. */
  region_id: string;
  /** Free text when it has none. */
  region: string;
  postcode: string;
  telephone: string;
  /** `${carrier_code}_${method_code}` of the chosen method. */
  shipping_method: string;
  /** d/M/yy. */
  pickup_date: string;
  pickup_time: string;
}

export const PICKUP_METHOD = { carrier_code: 'pickupdate', method_code: 'pickupdate' } as const;

export const methodKey = (method: { carrier_code: string; method_code: string }): string =>
  `${method.carrier_code}_${method.method_code}`;

/** Spec 2.7: the pickup fields belong to the pickupdate/pickupdate method only. */
export const isPickupMethod = (key: string): boolean => key === methodKey(PICKUP_METHOD);

export const countryOf = (countries: readonly Country[], id: string): Country | undefined =>
  countries.find((country) => country.id === id);

interface Prefill {
  email: string | null;
  firstname: string | null;
  countryId: string;
}

export function initialShippingValues({ email, firstname, countryId }: Prefill): ShippingFormValues {
  return {
    email: email ?? '',
    firstname: firstname ?? '',
    lastname: '',
    street: ['', ''],
    city: '',
    country_id: countryId,
    region_id: '',
    region: '',
    postcode: '',
    telephone: '',
    shipping_method: '',
    pickup_date: '',
    pickup_time: '',
  };
}
