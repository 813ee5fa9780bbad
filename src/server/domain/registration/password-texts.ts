import { PASSWORD_CLASSES_REQUIRED, passwordClassCount } from '../../../common/customer/password-strength';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

/** Magento's words for the password rules (the register form's own, `common/customer/password-strength`). */
export const PASSWORD_TEXTS = defineMessages({
  tooShort: {
    id: 'api.registration.passwordTooShort',
    defaultMessage:
      'Minimum length of this field must be equal or greater than {min} symbols. Leading and trailing spaces will be ignored.',
  },
  classes: {
    id: 'api.registration.passwordClasses',
    defaultMessage:
      'Minimum of different classes of characters in password is {count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  },
  confirmation: {
    id: 'api.registration.passwordConfirmation',
    defaultMessage: 'Please enter the same value again.',
  },
});

/** The first rule the password breaks (the same rules as the form's), as the answer's message; null when it passes. */
export function passwordProblem(password: string, minLength: number): ApiMessage | null {
  if (password.trim().length < minLength) return apiMessage(PASSWORD_TEXTS.tooShort, { min: minLength });
  if (passwordClassCount(password) < PASSWORD_CLASSES_REQUIRED) {
    return apiMessage(PASSWORD_TEXTS.classes, { count: PASSWORD_CLASSES_REQUIRED });
  }
  return null;
}
