import type { IntlShape, MessageDescriptor } from 'react-intl';
import { object, string } from 'yup';
import { ContactRequest } from '../../api/contract-facts';
import { isValidEmail } from '../../../common/email';

export interface ContactFormValues {
  name: string;
  email: string;
  /** Asked only by the forms that show the field (the contact page); empty otherwise, and then not sent. */
  telephone: string;
  comment: string;
  /** Magento's honeypot, hidden from people; empty, and then not sent. */
  hideit: string;
}

export const INITIAL_CONTACT_FORM_VALUES: ContactFormValues = {
  name: '',
  email: '',
  telephone: '',
  comment: '',
  hideit: '',
};

/** The rules' words: each form keeps its own catalogue ids (their translations differ in tone). */
export interface ContactFormRules {
  required: MessageDescriptor;
  invalidEmail: MessageDescriptor;
  /** Takes `max`, the field's greatest length. */
  tooLong: MessageDescriptor;
  /** For a form that asks for a telephone number: the number fails the contract's pattern. */
  invalidTelephone?: MessageDescriptor;
}

/** The contact operation's rules, with the contract's limits, in the store's language. */
export const contactFormSchema = (intl: IntlShape, rules: ContactFormRules) => {
  const required = intl.formatMessage(rules.required);
  const tooLong = (max: number) => intl.formatMessage(rules.tooLong, { max });
  return object({
    name: string()
      .trim()
      .required(required)
      .max(ContactRequest.name.maxLength, tooLong(ContactRequest.name.maxLength)),
    email: string()
      .trim()
      .required(required)
      .test('email', intl.formatMessage(rules.invalidEmail), (value) => isValidEmail(value)),
    telephone: rules.invalidTelephone
      ? string()
          .trim()
          .test(
            'telephone',
            intl.formatMessage(rules.invalidTelephone),
            (value) => !value || ContactRequest.telephone.pattern.test(value),
          )
      : string(),
    comment: string()
      .trim()
      .required(required)
      .max(ContactRequest.comment.maxLength, tooLong(ContactRequest.comment.maxLength)),
    hideit: string(),
  });
};
