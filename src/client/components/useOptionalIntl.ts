import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';

const ENGLISH = createIntl({ locale: 'en', onError: () => {} });

/**
 * The store's `intl` where there is one; English (the messages' defaults) for the few building blocks that also
 * render outside the shop's provider (a dialog in a bare component test).
 */
export function useOptionalIntl(): IntlShape {
  return useContext(IntlContext) ?? ENGLISH;
}
