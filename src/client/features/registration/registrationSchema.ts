import type { IntlShape } from 'react-intl';
import { boolean, object, string, type AnyObjectSchema } from 'yup';
import { isDobInRange } from '../../../common/customer/dob-range';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../common/customer/password-strength';
import { isValidEmail } from '../../../common/email';
import { RegisterRequest } from '../../api/contract-facts';
import { registrationMessages as m } from './messages';
import type { RegistrationStep } from './registrationSlice';
import type { RegistrationRules } from './registrationValues';
import { englishIntl } from '../../lib/i18n/englishIntl';

/** Magento's password rules (the server's, common/customer/password-strength), worded in the store's language. */
function passwordText(intl: IntlShape, password: string, minLength: number): string | null {
  const problem = passwordProblem(password, minLength);
  return problem ? intl.formatMessage(problem, problem.values) : null;
}

/**
 * Each step validates only its visible fields (spec 4); the newsletter step has nothing to check. The rules are
 * the server's: the spec 5 e-mail check, the password's length and classes, the picker's date range.
 */
export function stepSchema(
  step: RegistrationStep,
  rules: RegistrationRules,
  intl: IntlShape = englishIntl(),
): AnyObjectSchema {
  const required = intl.formatMessage(m.required);
  const name = (max: number) => string().trim().required(required).max(max);
  switch (step) {
    case 'sign_in_information':
      return object({
        email: string()
          .trim()
          .required(required)
          .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value)),
        password: string()
          .required(required)
          .max(RegisterRequest.password.maxLength)
          .test('strength', (value, context) => {
            const problem = passwordText(intl, value, rules.passwordMinLength);
            return problem ? context.createError({ message: problem }) : true;
          }),
        password_confirmation: string()
          .required(required)
          .test(
            'same',
            intl.formatMessage(PASSWORD_MESSAGES.confirmation),
            (value, context) => value === context.parent.password,
          ),
      });
    case 'personal_information':
      return object({
        firstname: name(RegisterRequest.firstname.maxLength),
        lastname: name(RegisterRequest.lastname.maxLength),
        dob: string().test(
          'range',
          intl.formatMessage(m.invalidDob),
          (value) => !value || isDobInRange(value, rules.dob),
        ),
      });
    default:
      return object({ is_subscribed: boolean() });
  }
}
