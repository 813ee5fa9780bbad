import { useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListCustomerAddressesQuery } from '../../../api/address';
import type { Country } from '../../../api/cart';
import { addressSummary, addressValuesOf } from '../../../components/AddressFields/addressValues';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import type { ShippingFormValues } from './shippingValues';

/**
 * A signed-in customer's address book above the shipping address: choosing one fills the fields (which stay
 * editable), so the shipment is validated and saved as if typed. Nothing shows while the book is empty.
 */
export function SavedAddressChoice({ countries }: { countries: readonly Country[] }) {
  const { store_code: storeCode, language_code: language } = useStoreConfig();
  const intl = useIntl();
  const { data } = useListCustomerAddressesQuery({ storeCode });
  const { values, setValues } = useFormikContext<ShippingFormValues>();
  const [chosen, setChosen] = useState('');
  const addresses = data?.addresses ?? [];
  if (!addresses.length) return null;
  return (
    <div className="form-field checkout-saved-address">
      <label className="form-field__label" htmlFor="checkout-saved-address">
        <FormattedMessage {...m.useSavedAddress} />
      </label>
      <select
        id="checkout-saved-address"
        className="form-field__input"
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const address = addresses.find((a) => String(a.id) === event.target.value);
          // Validated at once: a saved address of a country the checkout no longer offers shows its error.
          if (address) void setValues({ ...values, ...addressValuesOf(address) }, true);
        }}
      >
        <option value="">{intl.formatMessage(m.chooseSavedAddress)}</option>
        {addresses.map((address) => (
          <option key={address.id} value={String(address.id)}>
            {intl.formatMessage(m.savedAddressOption, {
              firstname: address.firstname,
              lastname: address.lastname,
              address: addressSummary(address, countries, language),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
