import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The wishlist page's words (namespace `wishlist`), with its chunk; the confirmation's are spec 8's exactly (its
 * typo included). The header link's are in linkMessages.ts.
 */
export const wishlistMessages = defineMessages({
  // brand: the house's name. Page title in the browser tab and description for search engines.
  documentTitle: { id: 'wishlist.documentTitle', defaultMessage: 'My wishlist | {brand}' },
  description: {
    id: 'wishlist.description',
    defaultMessage: 'The {brand} watches you saved to come back to.',
  },
  eyebrow: { id: 'wishlist.eyebrow', defaultMessage: 'Your account' },
  title: { id: 'wishlist.title', defaultMessage: 'My wishlist' },
  empty: { id: 'wishlist.empty', defaultMessage: 'You have no items in your wishlist.' },
  discover: { id: 'wishlist.discover', defaultMessage: 'Discover the watches' },
  itemCount: { id: 'wishlist.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  // The accessible name of the list of saved watches.
  gridLabel: { id: 'wishlist.gridLabel', defaultMessage: 'Saved watches' },
  remove: { id: 'wishlist.remove', defaultMessage: 'Remove' },
  // name: the product's name.
  removeLabel: { id: 'wishlist.removeLabel', defaultMessage: 'Remove: {name}' },
  removeTitle: { id: 'wishlist.removeTitle', defaultMessage: 'Remove wishlist item' },
  // name: the product's name. The English is the spec's, typo ('form') included; translate the intended sentence.
  removeQuestion: {
    id: 'wishlist.removeQuestion',
    defaultMessage: 'Are you sure to remove {name} form your wishlist?',
  },
});
