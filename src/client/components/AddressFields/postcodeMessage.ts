import { createIntl, type IntlShape } from 'react-intl';
import { postcodeWarning } from '../../../common/checkout/postcode';

/** The catalogue's English, for a schema built without the store's intl. */
const ENGLISH = createIntl({ locale: 'en', defaultLocale: 'en' });

/** Spec 5's postcode warning (or, in strict mode, error) in the store's language (the server's own words). */
export function postcodeWarningText(
  intl: IntlShape | undefined,
  examples: readonly string[],
  strict: boolean,
): string {
  const message = postcodeWarning(examples, strict);
  return (intl ?? ENGLISH).formatMessage(message, message.values);
}
