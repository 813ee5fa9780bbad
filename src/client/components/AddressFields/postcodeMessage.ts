import type { IntlShape } from 'react-intl';
import { commonMessages } from '../messages';

/** Spec 5's postcode warning (or, in strict mode, error) in the store's language. */
export const postcodeWarningText = (intl: IntlShape, examples: readonly string[], strict: boolean): string =>
  intl.formatMessage(commonMessages.postcodeInvalid, {
    hasExamples: examples.length > 0 ? 'yes' : 'no',
    examples: examples.join('; '),
    strict: strict ? 'yes' : 'no',
  });
