import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { isValidEmail } from '../../../common/email';
import { NewsletterSubscribeRequest } from '../../api/contract-facts';
import { newsletterMessages as m } from './messages';

const email = (intl: IntlShape) =>
  string()
    .trim()
    .required(intl.formatMessage(m.required))
    .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value));

/** Standard validation (spec 5): the e-mail is required; the optional section only within its limits. */
export function subscribeSchema(intl: IntlShape, range: { min: string; max: string }) {
  return object({
    email: email(intl),
    firstname: string().max(NewsletterSubscribeRequest.firstname.maxLength),
    lastname: string().max(NewsletterSubscribeRequest.lastname.maxLength),
    gender: string(),
    // ISO dates compare as text.
    dob: string().test(
      'range',
      intl.formatMessage(m.dateRange),
      (v) => !v || (v >= range.min && v <= range.max),
    ),
    country_id: string(),
  });
}

export const unsubscribeSchema = (intl: IntlShape) => object({ email: email(intl) });
