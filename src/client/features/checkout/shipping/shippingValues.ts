import { emptyAddressValues, type AddressFormValues } from '../../../components/AddressFields/addressValues';

export { countryOf } from '../../../components/AddressFields/addressValues';

/** The shipment step's form: the shared address fields (spec 3), the e-mail, the method; dates as shown. */
export interface ShippingFormValues extends AddressFormValues {
  email: string;
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

interface Prefill {
  email: string | null;
  firstname: string | null;
  countryId: string;
}

export function initialShippingValues({ email, firstname, countryId }: Prefill): ShippingFormValues {
  return {
    email: email ?? '',
    ...emptyAddressValues(countryId, firstname ?? ''),
    shipping_method: '',
    pickup_date: '',
    pickup_time: '',
  };
}
