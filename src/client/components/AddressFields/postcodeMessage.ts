import type { IntlShape } from 'react-intl';
import { postcodeWarning } from '../../../common/checkout/postcode';
import { englishIntl } from '../../lib/i18n/englishIntl';

/** Spec 5's postcode warning (or, in strict mode, error) in the store's language (the server's own words). */
export function postcodeWarningText(
  intl: IntlShape | undefined,
  examples: readonly string[],
  strict: boolean,
): string {
  const message = postcodeWarning(examples, strict);
  return (intl ?? englishIntl()).formatMessage(message, message.values);
}
