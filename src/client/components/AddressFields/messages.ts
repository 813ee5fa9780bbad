import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The address fields and their checks (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const addressMessages = defineMessages({
  firstName: { id: 'common.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'common.lastName', defaultMessage: 'Last Name' },
  streetAddress: { id: 'common.streetAddress', defaultMessage: 'Street Address' },
  streetLine1: { id: 'common.streetLine1', defaultMessage: 'Street Address 1' },
  streetLine2: { id: 'common.streetLine2', defaultMessage: 'Street Address 2' },
  city: { id: 'common.city', defaultMessage: 'City' },
  country: { id: 'common.country', defaultMessage: 'Country' },
  region: { id: 'common.region', defaultMessage: 'State/Province' },
  regionPlaceholder: {
    id: 'common.regionPlaceholder',
    defaultMessage: 'Please select a region, state or province.',
  },
  postcode: { id: 'common.postcode', defaultMessage: 'Zip/Postal Code' },
  postcodeAutofill: {
    id: 'common.postcodeAutofill',
    defaultMessage: 'Fill in the address from the postcode',
  },
  // Spec 5: a postcode that does not fit the country's format. examples: codes of the right shape, separated by
  // '; '; hasExamples: yes when there are some; strict: yes when the form refuses it (no 'ignore' sentence then).
  telephone: { id: 'common.telephone', defaultMessage: 'Phone Number' },
  requiredField: { id: 'common.requiredField', defaultMessage: 'This is a required field.' },
  telephoneInvalid: { id: 'common.telephoneInvalid', defaultMessage: 'Please enter a valid phone number.' },
});
