import { useFormikContext } from 'formik';
import type { Country } from '../../../api/cart';
import { PostcodeField } from './PostcodeField';
import { FormField } from '../../../components/FormField/FormField';
import { countryOf, type ShippingFormValues } from './shippingValues';

interface AddressFieldsProps {
  countries: readonly Country[];
  /** Guests type their e-mail; a customer's is the account's. */
  emailReadOnly: boolean;
  strictPostcode: boolean;
  jpAutofill: boolean;
  postcodeLoading: boolean;
}

/** Spec 3 (Address): the region is a select when the country has a region list, free text otherwise. */
export function AddressFields({
  countries,
  emailReadOnly,
  strictPostcode,
  jpAutofill,
  postcodeLoading,
}: AddressFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ShippingFormValues>();
  const country = countryOf(countries, values.country_id);
  const regions = country?.regions ?? [];
  return (
    <>
      <FormField
        idPrefix="checkout"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        readOnly={emailReadOnly}
      />
      <div className="checkout-form__pair">
        <FormField
          idPrefix="checkout"
          name="firstname"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <FormField
          idPrefix="checkout"
          name="lastname"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </div>
      <fieldset className="checkout-form__street">
        <legend className="visually-hidden">Street Address</legend>
        <FormField
          idPrefix="checkout"
          name="street.0"
          label="Street Address 1"
          autoComplete="address-line1"
          required
        />
        <FormField
          idPrefix="checkout"
          name="street.1"
          label="Street Address 2"
          autoComplete="address-line2"
        />
      </fieldset>
      <FormField idPrefix="checkout" name="city" label="City" autoComplete="address-level2" required />
      <FormField
        idPrefix="checkout"
        as="select"
        name="country_id"
        label="Country"
        required
        autoComplete="country"
        options={countries.map((option) => ({ value: option.id, label: option.name }))}
        onValueChange={() => {
          // A region belongs to its country.
          void setFieldValue('region_id', '');
          void setFieldValue('region', '');
        }}
      />
      {regions.length ? (
        <FormField
          idPrefix="checkout"
          as="select"
          name="region_id"
          label="State/Province"
          required
          autoComplete="address-level1"
          placeholder="Please select a region, state or province."
          options={regions.map((region) => ({ value: String(region.id), label: region.value }))}
        />
      ) : (
        <FormField idPrefix="checkout" name="region" label="State/Province" autoComplete="address-level1" />
      )}
      <PostcodeField
        required={country?.postcode_required ?? false}
        strict={strictPostcode}
        autofill={jpAutofill}
        loading={postcodeLoading}
      />
      <FormField
        idPrefix="checkout"
        name="telephone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
