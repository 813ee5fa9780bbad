import { object, string } from 'yup';
import { isValidEmail } from '../../../common/email';

/** Spec 5 'Forms with standard validation' and 8: the login form's rules and what its failures say. */
export const WATCH_LOGIN_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  failed: 'Could not authenticate. Please try again later',
} as const;

export interface WatchLoginValues {
  email: string;
  password: string;
}

export const watchLoginSchema = object({
  email: string()
    .trim()
    .required(WATCH_LOGIN_MESSAGES.required)
    .test('email', WATCH_LOGIN_MESSAGES.email, (value) => isValidEmail(value)),
  password: string().required(WATCH_LOGIN_MESSAGES.required),
});
