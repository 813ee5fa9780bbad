import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The gift box's name and picture description (`GIFT_BOX` of `config/checkout.ts`) in the store's language,
 * for the cart's toggle, the checkout summary and the order mail. English is the configuration's own words
 * (gift-box-texts.test.ts holds them together).
 */
const messages = defineMessages({
  // brand: the house's name.
  name: { id: 'configured.giftBox.name', defaultMessage: '{brand} presentation box' },
  alt: {
    id: 'configured.giftBox.alt',
    defaultMessage: 'A lacquered presentation box tied with a silk ribbon',
  },
});

export const giftBoxName = (intl: IntlShape): string =>
  intl.formatMessage(messages.name, { brand: BRAND.name });
export const giftBoxAlt = (intl: IntlShape): string => intl.formatMessage(messages.alt);
