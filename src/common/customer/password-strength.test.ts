import { createIntl } from '@formatjs/intl';
import de from '../i18n/compiled/de.gen';
import fr from '../i18n/compiled/fr.gen';
import ja from '../i18n/compiled/ja.gen';
import type { RuleMessage } from '../i18n/rule-message';
import { PASSWORD_MESSAGES, passwordClassCount, passwordProblem } from './password-strength';

/** The rule's message as a store of that locale words it (the browser and the server alike). */
const say = (message: RuleMessage | null, locale = 'en', messages = {}) =>
  message && createIntl({ locale, defaultLocale: 'en', messages }).formatMessage(message, message.values);

describe('new-account password rules', () => {
  test('counts lower case, upper case, digits and other characters', () => {
    expect(passwordClassCount('abc')).toBe(1);
    expect(passwordClassCount('abcDEF')).toBe(2);
    expect(passwordClassCount('abcDEF123')).toBe(3);
    expect(passwordClassCount('abcDEF123-')).toBe(4);
  });

  test("asks for the minimum length (spaces around do not count), then 3 classes, in Magento's English", () => {
    expect(say(passwordProblem('  Ab1-  ', 8))).toBe(
      'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
    );
    expect(say(passwordProblem('abcdefgh12', 8))).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    expect(say(PASSWORD_MESSAGES.confirmation)).toBe('Please enter the same value again.');
    expect(passwordProblem('Caseback-Demo-1', 8)).toBeNull();
  });

  test('in French, Swiss German and Japanese', () => {
    expect(say(passwordProblem('abc', 8), 'fr-CH', fr)).toBe(
      'Ce champ doit contenir au moins 8 caractères. Les espaces en début et en fin sont ignorés.',
    );
    expect(say(passwordProblem('abcdefgh12', 8), 'de-CH', de)).toBe(
      'Das Passwort muss mindestens 3 verschiedene Zeichenarten enthalten. Zeichenarten: Kleinbuchstaben, Grossbuchstaben, Ziffern, Sonderzeichen.',
    );
    expect(say(PASSWORD_MESSAGES.confirmation, 'ja-JP', ja)).toBe('同じ値をもう一度ご入力ください。');
  });
});
