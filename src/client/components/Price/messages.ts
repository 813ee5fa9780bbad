import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * A price's labels (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const priceMessages = defineMessages({
  rrp: { id: 'common.rrp', defaultMessage: 'Recommended retail price' },
  ourPrice: { id: 'common.ourPrice', defaultMessage: 'Our price' },
});
