import { createIntl, type IntlShape } from 'react-intl';
import { boolean, object, string, type AnyObjectSchema } from 'yup';
import { dobRange, isDobInRange, isoDateIn, type DobRange } from '../../../common/customer/dob-range';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../common/customer/password-strength';
import { isValidEmail } from '../../../common/email';
import type { StoreConfig } from '../../api/store';
import { RegisterRequest } from '../../api/contract-facts';
import { registrationMessages as m } from './messages';
import type { RegistrationStep } from './registrationSlice';

/** The catalogue's English, for a schema built without the store's intl (and for tests). */
const ENGLISH = createIntl({ locale: 'en', defaultLocale: 'en' });

export interface RegistrationValues {
  email: string;
  password: string;
  password_confirmation: string;
  /** Magento's gender code as the select holds it; '' when not given. */
  gender: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD from the date picker; '' when not given. */
  dob: string;
  is_subscribed: boolean;
}

export const emptyRegistrationValues: RegistrationValues = {
  email: '',
  password: '',
  password_confirmation: '',
  gender: '',
  firstname: '',
  lastname: '',
  dob: '',
  is_subscribed: false,
};

export interface RegistrationRules {
  passwordMinLength: number;
  dob: DobRange;
}

/** The store's rules, with the picker's range counted from the shopper's today. */
export function registrationRules(config: StoreConfig, now: Date): RegistrationRules {
  const settings = config.registration ?? { dob_year_range: 120, dob_max_days_ago: 1 };
  return {
    passwordMinLength: config.customer.password_min_length,
    dob: dobRange(isoDateIn(now), settings.dob_year_range, settings.dob_max_days_ago),
  };
}

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
  intl: IntlShape = ENGLISH,
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

/** Every field, as the register call takes them. */
export function registerBody(values: RegistrationValues, formKey: string) {
  const gender = values.gender === '' ? null : Number(values.gender);
  return {
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    gender: gender as (typeof RegisterRequest.gender.enum)[number],
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    dob: values.dob === '' ? null : values.dob,
    is_subscribed: values.is_subscribed,
    form_key: formKey,
  };
}
