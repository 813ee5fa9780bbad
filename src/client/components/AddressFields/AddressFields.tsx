import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from '../../api/cart';
import { FormField } from '../FormField/FormField';
import { commonMessages as m } from '../messages';
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
  const intl = useIntl();
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
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
          required
        />
        <FormField
          idPrefix={idPrefix}
          name="lastname"
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
          required
        />
      </div>
      <fieldset className="address-fields__street">
        <legend className="visually-hidden">
          <FormattedMessage {...m.streetAddress} />
        </legend>
        <FormField
          idPrefix={idPrefix}
          name="street.0"
          label={intl.formatMessage(m.streetLine1)}
          autoComplete="address-line1"
          required
        />
        <FormField
          idPrefix={idPrefix}
          name="street.1"
          label={intl.formatMessage(m.streetLine2)}
          autoComplete="address-line2"
        />
      </fieldset>
      <FormField
        idPrefix={idPrefix}
        name="city"
        label={intl.formatMessage(m.city)}
        autoComplete="address-level2"
        required
      />
      <FormField
        idPrefix={idPrefix}
        as="select"
        name="country_id"
        label={intl.formatMessage(m.country)}
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
          label={intl.formatMessage(m.region)}
          required
          autoComplete="address-level1"
          placeholder={intl.formatMessage(m.regionPlaceholder)}
          options={regions.map((region) => ({ value: String(region.id), label: region.value }))}
        />
      ) : (
        <FormField
          idPrefix={idPrefix}
          name="region"
          label={intl.formatMessage(m.region)}
          autoComplete="address-level1"
        />
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
        label={intl.formatMessage(m.telephone)}
        type="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
