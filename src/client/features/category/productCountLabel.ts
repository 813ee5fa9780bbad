import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../common/i18n/define-messages';
import { englishIntl } from '../../lib/i18n/englishIntl';

/** The category page's words (namespace `category`). */
export const categoryMessages = defineMessages({
  productCount: {
    id: 'category.productCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  // The page's description when the category has none; category: its name; brand: the house's name.
  description: {
    id: 'category.description',
    defaultMessage: '{category} by {brand}: {count, plural, one {# product} other {# products}}.',
  },
  // The product grid's accessible name; category: its name.
  gridLabel: { id: 'category.gridLabel', defaultMessage: '{category} products' },
  empty: { id: 'category.empty', defaultMessage: "We can''t find products matching the selection." },
  clearAllFilters: { id: 'category.clearAllFilters', defaultMessage: 'Clear all filters' },
});

/** '1 product', '12 products': in the store's language when given its `intl`. */
export const productCountLabel = (count: number, intl: IntlShape = englishIntl()): string =>
  intl.formatMessage(categoryMessages.productCount, { count });
