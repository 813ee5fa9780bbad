import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { ContactRequest } from '../../api/contract-facts';
import { isValidEmail } from '../../../common/email';
import { contactMessages as m } from './messages';

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

/** Magento's contact form rules, with the contract's limits; the messages in the store's language. */
export const contactSchema = (intl: IntlShape) => {
  const required = intl.formatMessage(m.required);
  const tooLong = (max: number) => intl.formatMessage(m.tooLong, { max });
  return object({
    name: string()
      .trim()
      .required(required)
      .max(ContactRequest.name.maxLength, tooLong(ContactRequest.name.maxLength)),
    email: string()
      .trim()
      .required(required)
      .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value)),
    telephone: string()
      .trim()
      .test(
        'telephone',
        intl.formatMessage(m.invalidTelephone),
        (value) => !value || ContactRequest.telephone.pattern.test(value),
      ),
    comment: string()
      .trim()
      .required(required)
      .max(ContactRequest.comment.maxLength, tooLong(ContactRequest.comment.maxLength)),
    hideit: string(),
  });
};
