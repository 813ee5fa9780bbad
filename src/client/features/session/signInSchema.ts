import { object, string } from 'yup';
import { isValidEmail } from '../../../common/email';

export const SIGN_IN_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  unavailable: 'Could not authenticate. Please try again later',
  verifying: 'Verifying… For your security, a quick check runs in your browser before you are signed in.',
} as const;

export interface SignInValues {
  email: string;
  password: string;
}

/** The same email rule as the server's (spec 5), so the shopper hears about a typo before the round trip. */
export const signInSchema = object({
  email: string()
    .trim()
    .required(SIGN_IN_MESSAGES.required)
    .test('email', SIGN_IN_MESSAGES.email, (value) => isValidEmail(value)),
  password: string().required(SIGN_IN_MESSAGES.required),
});
