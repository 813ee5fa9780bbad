import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The labels of a watch variation's chosen attributes on a cart line (`Dial colour: Midnight blue`), in the
 * store's language. The values are the attribute options' own labels, per store view.
 */
const messages = defineMessages({
  dialColour: { id: 'configured.cartLine.dialColour', defaultMessage: 'Dial colour' },
  caseSize: { id: 'configured.cartLine.caseSize', defaultMessage: 'Case size' },
});

export const variationLabels = (intl: IntlShape): { dialColour: string; caseSize: string } => ({
  dialColour: intl.formatMessage(messages.dialColour),
  caseSize: intl.formatMessage(messages.caseSize),
});
