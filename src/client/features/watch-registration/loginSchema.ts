import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { isValidEmail } from '../../../common/email';
import { watchRegistrationMessages as m } from './messages';

export interface WatchLoginValues {
  email: string;
  password: string;
}

/** Spec 5 'Forms with standard validation' and 8: the login form's rules, in the store's language. */
export const makeWatchLoginSchema = (intl: IntlShape) =>
  object({
    email: string()
      .trim()
      .required(intl.formatMessage(m.required))
      .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value)),
    password: string().required(intl.formatMessage(m.required)),
  });
