import { useFormikContext } from 'formik';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from '../../api/cart';
import { useStoreConfig } from '../../lib/store-config';
import { FormField } from '../FormField/FormField';
import { addressMessages as m } from './messages';
import { PostcodeField } from './PostcodeField';
import { addressFieldOrder, type AddressFieldGroup } from './addressFieldOrder';
import { countryOf, type AddressFormValues } from './addressValues';
import './AddressFields.css';
import { inNameOrder } from '../../../common/address-format';

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
 * The store's language orders them (`addressFieldOrder`): the fields are rendered in that order, so the tab
 * order is the order on the screen.
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
  const { language_code: language } = useStoreConfig();
  const { values, setFieldValue } = useFormikContext<AddressFormValues>();
  const country = countryOf(countries, values.country_id);
  const regions = country?.regions ?? [];
  const order = addressFieldOrder(language);

  const firstname = (
    <FormField
      key="firstname"
      idPrefix={idPrefix}
      name="firstname"
      label={intl.formatMessage(m.firstName)}
      autoComplete="given-name"
      required
    />
  );
  const lastname = (
    <FormField
      key="lastname"
      idPrefix={idPrefix}
      name="lastname"
      label={intl.formatMessage(m.lastName)}
      autoComplete="family-name"
      required
    />
  );
  const groups: Record<AddressFieldGroup, ReactNode> = {
    name: <div className="address-fields__pair">{inNameOrder(language, firstname, lastname)}</div>,
    street: (
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
    ),
    city: (
      <FormField
        idPrefix={idPrefix}
        name="city"
        label={intl.formatMessage(m.city)}
        autoComplete="address-level2"
        required
      />
    ),
    country: (
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
    ),
    region: regions.length ? (
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
    ),
    postcode: (
      <PostcodeField
        idPrefix={idPrefix}
        required={country?.postcode_required ?? false}
        strict={strictPostcode}
        autofill={jpAutofill}
        loading={postcodeLoading}
      />
    ),
    telephone: (
      <FormField
        idPrefix={idPrefix}
        name="telephone"
        label={intl.formatMessage(m.telephone)}
        type="tel"
        autoComplete="tel"
        required
      />
    ),
  };
  return (
    <>
      {before}
      {order.groups.map((group) => (
        <Fragment key={group}>{groups[group]}</Fragment>
      ))}
    </>
  );
}
