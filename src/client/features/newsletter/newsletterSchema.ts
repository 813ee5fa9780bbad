import { object, string } from 'yup';
import { isValidEmail } from '../../../common/email';
import { NewsletterSubscribeRequest } from '../../api/contract-facts';

export const NEWSLETTER_TEXTS = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address.',
  dateRange: 'Please choose a date within the allowed range.',
  /** Spec 8: the unsubscribe page's failure. */
  failed: 'An error occurred',
} as const;

/** Spec 2.14 / Magento's newsletter page: the optional section's choices. */
export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'not_specified', label: 'Not specified' },
] as const;

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

const email = () =>
  string()
    .trim()
    .required(NEWSLETTER_TEXTS.required)
    .test('email', NEWSLETTER_TEXTS.email, (value) => isValidEmail(value));

/** Standard validation (spec 5): the e-mail is required; the optional section only within its limits. */
export function subscribeSchema(range: { min: string; max: string }) {
  return object({
    email: email(),
    firstname: string().max(NewsletterSubscribeRequest.firstname.maxLength),
    lastname: string().max(NewsletterSubscribeRequest.lastname.maxLength),
    gender: string(),
    // ISO dates compare as text.
    dob: string().test('range', NEWSLETTER_TEXTS.dateRange, (v) => !v || (v >= range.min && v <= range.max)),
    country_id: string(),
  });
}

export const unsubscribeSchema = object({ email: email() });
