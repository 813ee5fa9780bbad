import { createIntl } from 'react-intl';
import { postcodeWarning } from '../../../common/checkout/postcode';
import { loadMessages } from '../../lib/i18n/loadMessages';
import { postcodeWarningText } from './postcodeMessage';

const english = createIntl({ locale: 'en', onError: () => {} });

describe('the postcode warning (spec 5) in the catalogue', () => {
  test.each([
    [['123-4567'], false],
    [['123-4567', '1234567'], true],
    [[], false],
    [[], true],
  ])('English reads exactly the spec’s text (%j, strict %s)', (examples, strict) => {
    expect(postcodeWarningText(english, examples, strict)).toBe(postcodeWarning(examples, strict));
  });

  test('French, with the examples kept as they are', async () => {
    const messages = await loadMessages('fr');
    const intl = createIntl({ locale: 'fr-CH', messages, onError: () => {} });
    expect(postcodeWarningText(intl, ['1000', '8001'], false)).toBe(
      'Le code postal saisi semble incorrect. Exemple : 1000; 8001. Si vous êtes certain(e) qu’il est exact, vous pouvez ignorer cet avertissement.',
    );
  });
});
