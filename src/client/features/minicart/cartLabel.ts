import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../common/i18n/define-messages';
import { englishIntl } from '../../lib/i18n/englishIntl';

/** The mini-cart's words (namespace `minicart`). */
export const minicartMessages = defineMessages({
  // Spec 2.6: the cart button's name, singular for exactly one unit.
  label: {
    id: 'minicart.label',
    defaultMessage: '{count, plural, one {My Cart (# item)} other {My Cart (# items)}}',
  },
  title: { id: 'minicart.title', defaultMessage: 'My Cart' },
  empty: { id: 'minicart.empty', defaultMessage: 'You have no items in your shopping cart.' },
  qty: { id: 'minicart.qty', defaultMessage: 'Qty {qty, number}' },
  subtotal: { id: 'minicart.subtotal', defaultMessage: 'Subtotal' },
  checkout: { id: 'minicart.checkout', defaultMessage: 'Proceed to checkout' },
  viewCart: { id: 'minicart.viewCart', defaultMessage: 'View and edit cart' },
});

/** The label in the store's language when given its `intl`, in English otherwise. */
export const miniCartLabel = (count: number, intl: IntlShape = englishIntl()): string =>
  intl.formatMessage(minicartMessages.label, { count });
