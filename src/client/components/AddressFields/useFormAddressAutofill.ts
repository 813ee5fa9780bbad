import { useFormikContext } from 'formik';
import type { RefObject } from 'react';
import type { Country, CheckoutConfig } from '../../api/cart';
import { useJpPostcodeAutofill } from '../../lib/jp-postcode/useJpPostcodeAutofill';
import { countryOf, type AddressFormValues } from './addressValues';

const JAPAN = 'JP';

/**
 * The Japanese postcode autofill (spec 5) bound to a formik address form: only for Japan, and only while the
 * configuration enables it. Answers whether it is on (the postcode shows its button) and whether it is loading.
 */
export function useFormAddressAutofill(
  formRef: RefObject<HTMLFormElement | null>,
  countries: readonly Country[],
  jp: CheckoutConfig['jp_postcode'],
): { enabled: boolean; loading: boolean } {
  const { values, setFieldValue } = useFormikContext<AddressFormValues>();
  const enabled = values.country_id === JAPAN && jp.enabled_countries.includes(values.country_id);
  const { loading } = useJpPostcodeAutofill({
    formRef,
    enabled,
    dataUrl: jp.data_url,
    regions: countryOf(countries, values.country_id)?.regions ?? [],
    override: jp.override_filled,
    read: () => ({ region_id: values.region_id, city: values.city, 'street.0': values.street[0] }),
    apply: (updates) => {
      for (const [name, value] of Object.entries(updates)) void setFieldValue(name, value);
    },
  });
  return { enabled, loading };
}
