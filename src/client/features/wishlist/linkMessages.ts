import { defineMessages } from '../../../common/i18n/define-messages';

/** The header's wishlist link's words (namespace `wishlist`): on every page, apart from the wishlist page's. */
export const wishlistLinkMessages = defineMessages({
  // The header link's accessible name: 'My wishlist (2 items)'.
  linkLabel: {
    id: 'wishlist.linkLabel',
    defaultMessage: '{count, plural, one {My wishlist (# item)} other {My wishlist (# items)}}',
  },
  // The header link's short visible word beside its count.
  linkWord: { id: 'wishlist.linkWord', defaultMessage: 'Wishlist' },
});
