import { createIntl } from 'react-intl';
import { loadMessages } from '../../lib/i18n/loadMessages';
import { postcodeWarningText } from './postcodeMessage';

const english = createIntl({ locale: 'en', onError: () => {} });

describe('the postcode warning (spec 5) in the catalogue', () => {
  test.each([
    [
      ['123-4567'],
      false,
      'Provided Zip/Postal Code seems to be invalid. Example: 123-4567. If you believe it is the right one you can ignore this notice.',
    ],
    [
      ['123-4567', '1234567'],
      true,
      'Provided Zip/Postal Code seems to be invalid. Example: 123-4567; 1234567.',
    ],
    [
      [],
      false,
      'Provided Zip/Postal Code seems to be invalid. If you believe it is the right one you can ignore this notice.',
    ],
    [[], true, 'Provided Zip/Postal Code seems to be invalid.'],
  ])('English reads exactly the spec’s text (%j, strict %s)', (examples, strict, text) => {
    expect(postcodeWarningText(english, examples, strict)).toBe(text);
    // A schema built without the store's intl says the same.
    expect(postcodeWarningText(undefined, examples, strict)).toBe(text);
  });

  test('French, with the examples kept as they are', async () => {
    const messages = await loadMessages('fr');
    const intl = createIntl({ locale: 'fr-CH', messages, onError: () => {} });
    expect(postcodeWarningText(intl, ['1000', '8001'], false)).toBe(
      'Le code postal saisi semble incorrect. Exemple : 1000; 8001. Si vous êtes certain(e) qu’il est exact, vous pouvez ignorer cet avertissement.',
    );
  });
});
