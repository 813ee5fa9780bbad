import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { englishIntl } from '../lib/i18n/englishIntl';

/**
 * The store's `intl` where there is one; English (the messages' defaults) for the few building blocks that also
 * render outside the shop's provider (a dialog in a bare component test).
 */
export function useOptionalIntl(): IntlShape {
  return useContext(IntlContext) ?? englishIntl();
}
