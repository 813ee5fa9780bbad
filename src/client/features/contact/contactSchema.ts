import { object, string } from 'yup';
import { ContactRequest } from '../../api/contract-facts';
import { isValidEmail } from '../../../common/email';

export const CONTACT_TEXTS = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address.',
  telephone: 'Please enter a valid phone number.',
  tooLong: (max: number) => `Please enter ${max} characters or fewer.`,
  failed: 'An error occurred',
  /** Magento's confirmation, shown when the server gives none. */
  thanks: "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
} as const;

export interface ContactValues {
  name: string;
  email: string;
  telephone: string;
  comment: string;
  /** Magento's honeypot, hidden from people. */
  hideit: string;
}

export const INITIAL_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  telephone: '',
  comment: '',
  hideit: '',
};

/** Magento's contact form rules, with the contract's limits. */
export const contactSchema = object({
  name: string()
    .trim()
    .required(CONTACT_TEXTS.required)
    .max(ContactRequest.name.maxLength, CONTACT_TEXTS.tooLong(ContactRequest.name.maxLength)),
  email: string()
    .trim()
    .required(CONTACT_TEXTS.required)
    .test('email', CONTACT_TEXTS.email, (value) => isValidEmail(value)),
  telephone: string()
    .trim()
    .test(
      'telephone',
      CONTACT_TEXTS.telephone,
      (value) => !value || ContactRequest.telephone.pattern.test(value),
    ),
  comment: string()
    .trim()
    .required(CONTACT_TEXTS.required)
    .max(ContactRequest.comment.maxLength, CONTACT_TEXTS.tooLong(ContactRequest.comment.maxLength)),
  hideit: string(),
});
