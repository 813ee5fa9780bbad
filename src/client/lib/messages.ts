import { defineMessages } from '../../common/i18n/define-messages';

/** The shared helpers' words (namespace `common`, like the shared components'; the consent banner's are in consent/). */
export const libMessages = defineMessages({
  // The account navigation (header menu and account area).
  navAccount: { id: 'common.navAccount', defaultMessage: 'My Account' },
  navOrders: { id: 'common.navOrders', defaultMessage: 'My Orders' },
  navAddressBook: { id: 'common.navAddressBook', defaultMessage: 'Address Book' },
  navNewsletter: { id: 'common.navNewsletter', defaultMessage: 'Newsletter Subscriptions' },
  navWishlist: { id: 'common.navWishlist', defaultMessage: 'My Wish List' },
  navMyWatches: { id: 'common.navMyWatches', defaultMessage: 'My Watches' },
  navReturnLabel: { id: 'common.navReturnLabel', defaultMessage: 'Return Label' },
});
