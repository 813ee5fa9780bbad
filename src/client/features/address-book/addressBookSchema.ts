import type { IntlShape } from 'react-intl';
import { boolean, object } from 'yup';
import type { Country } from '../../api/cart';
import { addressFieldRules } from '../../components/AddressFields/addressSchema';

/** The slide-in form's rules: the shared address fields' and the two default boxes. */
export const addressBookSchema = (countries: readonly Country[], strictPostcode: boolean, intl: IntlShape) =>
  object({
    ...addressFieldRules({ countries, strictPostcode, intl }),
    default_billing: boolean(),
    default_shipping: boolean(),
  });
