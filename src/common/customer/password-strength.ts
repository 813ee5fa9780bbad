import { defineMessages } from '../i18n/define-messages';
import { ruleMessage, type RuleMessage } from '../i18n/rule-message';

/**
 * Magento's password rules for a new account, checked by the register form and by the server alike: at least
 * the store's minimum length (`customer.password_min_length`) and 3 of the 4 classes of characters. Each side
 * words the rule's message in the store's language.
 */
export const PASSWORD_CLASSES_REQUIRED = 3;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export const PASSWORD_MESSAGES = defineMessages({
  // min: the store's minimum length.
  tooShort: {
    id: 'rules.password.tooShort',
    defaultMessage:
      'Minimum length of this field must be equal or greater than {min} symbols. Leading and trailing spaces will be ignored.',
  },
  // count: how many classes of characters are required (3).
  classes: {
    id: 'rules.password.classes',
    defaultMessage:
      'Minimum of different classes of characters in password is {count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  },
  confirmation: { id: 'rules.password.confirmation', defaultMessage: 'Please enter the same value again.' },
});

export const passwordClassCount = (password: string): number =>
  CLASSES.filter((pattern) => pattern.test(password)).length;

/** The first rule the password breaks, as the message to show; null when it passes. */
export function passwordProblem(password: string, minLength: number): RuleMessage | null {
  if (password.trim().length < minLength) return ruleMessage(PASSWORD_MESSAGES.tooShort, { min: minLength });
  if (passwordClassCount(password) < PASSWORD_CLASSES_REQUIRED) {
    return ruleMessage(PASSWORD_MESSAGES.classes, { count: PASSWORD_CLASSES_REQUIRED });
  }
  return null;
}
