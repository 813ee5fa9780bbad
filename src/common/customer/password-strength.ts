/**
 * Magento's password rules for a new account, checked by the register form and by the server alike: at least
 * the store's minimum length (`customer.password_min_length`) and 3 of the 4 classes of characters.
 */
export const PASSWORD_CLASSES_REQUIRED = 3;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) =>
    `Minimum length of this field must be equal or greater than ${min} symbols. Leading and trailing spaces will be ignored.`,
  classes: `Minimum of different classes of characters in password is ${PASSWORD_CLASSES_REQUIRED}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
  confirmation: 'Please enter the same value again.',
} as const;

export const passwordClassCount = (password: string): number =>
  CLASSES.filter((pattern) => pattern.test(password)).length;

/** The first rule the password breaks, as the message to show; null when it passes. */
export function passwordProblem(password: string, minLength: number): string | null {
  if (password.trim().length < minLength) return PASSWORD_MESSAGES.tooShort(minLength);
  if (passwordClassCount(password) < PASSWORD_CLASSES_REQUIRED) return PASSWORD_MESSAGES.classes;
  return null;
}
