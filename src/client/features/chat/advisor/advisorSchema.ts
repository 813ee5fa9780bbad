import { object, string } from 'yup';
import { ContactRequest } from '../../../api/contract-facts';
import { isValidEmail } from '../../../../common/email';
import { CHAT_TEXTS } from '../chatTexts';

export interface AdvisorValues {
  name: string;
  email: string;
  question: string;
}

export const INITIAL_ADVISOR_VALUES: AdvisorValues = { name: '', email: '', question: '' };

/** The contact operation's rules (the question is its comment), with the contract's limits. */
export const advisorSchema = object({
  name: string()
    .trim()
    .required(CHAT_TEXTS.required)
    .max(ContactRequest.name.maxLength, CHAT_TEXTS.tooLong(ContactRequest.name.maxLength)),
  email: string()
    .trim()
    .required(CHAT_TEXTS.required)
    .test('email', CHAT_TEXTS.invalidEmail, (value) => isValidEmail(value)),
  question: string()
    .trim()
    .required(CHAT_TEXTS.required)
    .max(ContactRequest.comment.maxLength, CHAT_TEXTS.tooLong(ContactRequest.comment.maxLength)),
});
