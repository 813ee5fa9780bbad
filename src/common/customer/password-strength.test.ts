import { PASSWORD_MESSAGES, passwordClassCount, passwordProblem } from './password-strength';

describe('new-account password rules', () => {
  test('counts lower case, upper case, digits and other characters', () => {
    expect(passwordClassCount('abc')).toBe(1);
    expect(passwordClassCount('abcDEF')).toBe(2);
    expect(passwordClassCount('abcDEF123')).toBe(3);
    expect(passwordClassCount('abcDEF123-')).toBe(4);
  });

  test('asks for the minimum length (spaces around do not count), then 3 classes', () => {
    expect(passwordProblem('  Ab1-  ', 8)).toBe(PASSWORD_MESSAGES.tooShort(8));
    expect(passwordProblem('abcdefgh12', 8)).toBe(PASSWORD_MESSAGES.classes);
    expect(passwordProblem('Caseback-Demo-1', 8)).toBeNull();
  });
});
