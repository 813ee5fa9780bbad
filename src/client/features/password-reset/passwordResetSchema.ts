import { object, ref, string } from 'yup';
import { isValidEmail } from '../../../common/email';

/** Magento's words for the forgotten-password pages (the server's own answers are shown as they come). */
export const PASSWORD_RESET_TEXT = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  tooShort: (min: number) =>
    `Minimum length of this field must be equal or greater than ${min} symbols. Leading and trailing spaces will be ignored.`,
  confirm: 'Please enter the same value again.',
  unavailable: 'We could not handle your request just now. Please try again later.',
  expired: 'Your password reset link has expired.',
  updated: 'You updated your password.',
} as const;

export interface ForgotPasswordValues {
  email: string;
}

/** The e-mail rule of the sign-in (spec 5): a typo is caught before the round trip. */
export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required(PASSWORD_RESET_TEXT.required)
    .test('email', PASSWORD_RESET_TEXT.email, (value) => isValidEmail(value)),
});

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The store's minimum length (store configuration `customer.password_min_length`), as the server checks it. */
export const newPasswordSchema = (minLength: number) =>
  object({
    password: string()
      .required(PASSWORD_RESET_TEXT.required)
      .test(
        'length',
        PASSWORD_RESET_TEXT.tooShort(minLength),
        (value) => [...(value ?? '')].length >= minLength,
      ),
    confirmation: string()
      .required(PASSWORD_RESET_TEXT.required)
      .oneOf([ref('password')], PASSWORD_RESET_TEXT.confirm),
  });
