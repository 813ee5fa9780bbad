import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../common/i18n/define-messages';

/** The header's compare link's words (namespace `compare`): on every page, apart from the compare page's. */
export const compareLinkMessages = defineMessages({
  // The header link's accessible name.
  linkLabel: {
    id: 'compare.linkLabel',
    defaultMessage: '{count, plural, one {Compare products (# item)} other {Compare products (# items)}}',
  },
  linkWord: { id: 'compare.linkWord', defaultMessage: 'Compare' },
});

/**
 * The header link's accessible name: 'Compare products (2 items)', singular for exactly one; in the store's
 * language when given its `intl`.
 */
export const compareLinkLabel = (count: number, intl?: IntlShape): string =>
  intl
    ? intl.formatMessage(compareLinkMessages.linkLabel, { count })
    : `Compare products (${count} ${count === 1 ? 'item' : 'items'})`;
