import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { Country } from '../../api/cart';
import { FormField } from '../FormField/FormField';
import { PostcodeField } from './PostcodeField';
import { countryOf, type AddressFormValues } from './addressValues';
import './AddressFields.css';

interface AddressFieldsProps {
  /** The form's prefix of the controls' ids (`checkout-postcode`, `address-postcode`). */
  idPrefix: string;
  countries: readonly Country[];
  strictPostcode: boolean;
  jpAutofill: boolean;
  postcodeLoading: boolean;
  /** Fields the form puts before the name (the checkout's e-mail). */
  before?: ReactNode;
}

/**
 * Spec 3 (Address), one set of fields wherever an address is typed: the region is a select when the country
 * has a region list, free text otherwise; the postcode carries its check and the Japanese autofill button.
 */
export function AddressFields({
  idPrefix,
  countries,
  strictPostcode,
  jpAutofill,
  postcodeLoading,
  before,
}: AddressFieldsProps) {
  const { values, setFieldValue } = useFormikContext<AddressFormValues>();
  const country = countryOf(countries, values.country_id);
  const regions = country?.regions ?? [];
  return (
    <>
      {before}
      <div className="address-fields__pair">
        <FormField
          idPrefix={idPrefix}
          name="firstname"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <FormField
          idPrefix={idPrefix}
          name="lastname"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </div>
      <fieldset className="address-fields__street">
        <legend className="visually-hidden">Street Address</legend>
        <FormField
          idPrefix={idPrefix}
          name="street.0"
          label="Street Address 1"
          autoComplete="address-line1"
          required
        />
        <FormField
          idPrefix={idPrefix}
          name="street.1"
          label="Street Address 2"
          autoComplete="address-line2"
        />
      </fieldset>
      <FormField idPrefix={idPrefix} name="city" label="City" autoComplete="address-level2" required />
      <FormField
        idPrefix={idPrefix}
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
          idPrefix={idPrefix}
          as="select"
          name="region_id"
          label="State/Province"
          required
          autoComplete="address-level1"
          placeholder="Please select a region, state or province."
          options={regions.map((region) => ({ value: String(region.id), label: region.value }))}
        />
      ) : (
        <FormField idPrefix={idPrefix} name="region" label="State/Province" autoComplete="address-level1" />
      )}
      <PostcodeField
        idPrefix={idPrefix}
        required={country?.postcode_required ?? false}
        strict={strictPostcode}
        autofill={jpAutofill}
        loading={postcodeLoading}
      />
      <FormField
        idPrefix={idPrefix}
        name="telephone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
