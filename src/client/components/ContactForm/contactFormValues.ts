import type { MessageDescriptor } from 'react-intl';

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
