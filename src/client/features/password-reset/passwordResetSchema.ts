import type { IntlShape } from 'react-intl';
import { object, ref, string } from 'yup';
import { isValidEmail } from '../../../common/email';
import { passwordResetMessages as m } from './messages';

export interface ForgotPasswordValues {
  email: string;
}

/** The e-mail rule of the sign-in (spec 5): a typo is caught before the round trip. */
export const forgotPasswordSchema = (intl: IntlShape) =>
  object({
    email: string()
      .trim()
      .required(intl.formatMessage(m.required))
      .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value)),
  });

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The store's minimum length (store configuration `customer.password_min_length`), as the server checks it. */
export const newPasswordSchema = (intl: IntlShape, minLength: number) =>
  object({
    password: string()
      .required(intl.formatMessage(m.required))
      .test(
        'length',
        intl.formatMessage(m.tooShort, { min: minLength }),
        (value) => [...(value ?? '')].length >= minLength,
      ),
    confirmation: string()
      .required(intl.formatMessage(m.required))
      .oneOf([ref('password')], intl.formatMessage(m.confirm)),
  });
