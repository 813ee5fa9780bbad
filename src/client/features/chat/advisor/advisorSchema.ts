import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { ContactRequest } from '../../../api/contract-facts';
import { isValidEmail } from '../../../../common/email';
import { chatMessages as m } from '../messages';

export interface AdvisorValues {
  name: string;
  email: string;
  question: string;
}

export const INITIAL_ADVISOR_VALUES: AdvisorValues = { name: '', email: '', question: '' };

/** The contact operation's rules (the question is its comment), with the contract's limits, in the store's language. */
export const makeAdvisorSchema = (intl: IntlShape) => {
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
    question: string()
      .trim()
      .required(required)
      .max(ContactRequest.comment.maxLength, tooLong(ContactRequest.comment.maxLength)),
  });
};
