import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { sessionMessages } from './messages';
import { isValidEmail } from '../../../common/email';

export interface SignInValues {
  email: string;
  password: string;
}

/** The same email rule as the server's (spec 5), so the shopper hears about a typo before the round trip. */
export const makeSignInSchema = (intl: IntlShape) =>
  object({
    email: string()
      .trim()
      .required(intl.formatMessage(sessionMessages.required))
      .test('email', intl.formatMessage(sessionMessages.email), (value) => isValidEmail(value)),
    password: string().required(intl.formatMessage(sessionMessages.required)),
  });
