import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { ContactRequest } from '../../api/contract-facts';
import { isValidEmail } from '../../../common/email';
import type { ContactFormRules } from './contactFormValues';

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
