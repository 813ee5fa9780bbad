import type { IntlShape } from 'react-intl';
import { newsletterMessages as m } from './messages';

/** Spec 2.14 / Magento's newsletter page: the optional section's choices, named in the store's language. */
export const genderOptions = (intl: IntlShape) => [
  { value: 'female', label: intl.formatMessage(m.genderFemale) },
  { value: 'male', label: intl.formatMessage(m.genderMale) },
  { value: 'not_specified', label: intl.formatMessage(m.genderNotSpecified) },
];

export interface SubscribeValues {
  email: string;
  firstname: string;
  lastname: string;
  gender: string;
  dob: string;
  country_id: string;
}

export const INITIAL_SUBSCRIBE_VALUES: SubscribeValues = {
  email: '',
  firstname: '',
  lastname: '',
  gender: '',
  dob: '',
  country_id: '',
};

/** The unsubscribe form: the address alone. */
export interface UnsubscribeValues {
  email: string;
}
