import { stepSchema } from './registrationSchema';
import { registerBody, type RegistrationRules } from './registrationValues';

// The spec's texts (spec 5), as the shopper reads them in English.
const FIELD_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  dob: 'Please enter a valid date of birth.',
};

const RULES: RegistrationRules = { passwordMinLength: 8, dob: { min: '1906-01-01', max: '2026-11-25' } };

const errorsOf = async (step: Parameters<typeof stepSchema>[0], values: object) => {
  try {
    await stepSchema(step, RULES).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // Formik shows a field's first error, as this keeps.
    const first: Record<string, string> = {};
    for (const e of inner) first[e.path] ??= e.message;
    return first;
  }
};

describe('registration form rules per step (spec 5)', () => {
  test('step 1: e-mail format, password strength and confirmation', async () => {
    expect(
      await errorsOf('sign_in_information', { email: '', password: '', password_confirmation: '' }),
    ).toEqual({
      email: FIELD_MESSAGES.required,
      password: FIELD_MESSAGES.required,
      password_confirmation: FIELD_MESSAGES.required,
    });
    expect(
      await errorsOf('sign_in_information', {
        email: 'claire@example',
        password: 'short',
        password_confirmation: 'x',
      }),
    ).toEqual({
      email: FIELD_MESSAGES.email,
      password:
        'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
      password_confirmation: 'Please enter the same value again.',
    });
    expect(
      await errorsOf('sign_in_information', {
        email: 'claire@example.com',
        password: 'longenough',
        password_confirmation: 'longenough',
      }),
    ).toEqual({
      password:
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    });
    expect(
      await errorsOf('sign_in_information', {
        email: 'claire@example.com',
        password: 'Watch-Lover-88',
        password_confirmation: 'Watch-Lover-88',
      }),
    ).toEqual({});
  });

  test('step 2: names required, the date of birth optional but within the configured range', async () => {
    expect(await errorsOf('personal_information', { firstname: ' ', lastname: '', dob: '' })).toEqual({
      firstname: FIELD_MESSAGES.required,
      lastname: FIELD_MESSAGES.required,
    });
    const named = { firstname: 'Claire', lastname: 'Dubois' };
    expect(await errorsOf('personal_information', { ...named, dob: '2026-11-26' })).toEqual({
      dob: FIELD_MESSAGES.dob,
    });
    expect(await errorsOf('personal_information', { ...named, dob: '1905-12-31' })).toEqual({
      dob: FIELD_MESSAGES.dob,
    });
    expect(await errorsOf('personal_information', { ...named, dob: '2026-11-25' })).toEqual({});
  });

  test('the newsletter step validates nothing', async () => {
    expect(await errorsOf('newsletter_subscription', { is_subscribed: false })).toEqual({});
  });

  test('the register body carries every field, empty optional ones as null', () => {
    expect(
      registerBody(
        {
          email: ' claire@example.com ',
          password: 'Watch-Lover-88',
          password_confirmation: 'Watch-Lover-88',
          gender: '',
          firstname: ' Claire',
          lastname: 'Dubois ',
          dob: '',
          is_subscribed: true,
        },
        'FORMKEY000000000',
      ),
    ).toEqual({
      email: 'claire@example.com',
      password: 'Watch-Lover-88',
      password_confirmation: 'Watch-Lover-88',
      gender: null,
      firstname: 'Claire',
      lastname: 'Dubois',
      dob: null,
      is_subscribed: true,
      form_key: 'FORMKEY000000000',
    });
  });
});
