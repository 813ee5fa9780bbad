import type { MessageDescriptor } from 'react-intl';
import type { BoundStorePaths } from '../../common/store-paths';
import { libMessages as m } from './messages';

export interface AccountNavEntry {
  /** The label, in the store's language where it is shown (`<FormattedMessage {...entry.message} />`). */
  message: MessageDescriptor;
  to: string;
  /** Only the exact path is this entry (the dashboard, whose path prefixes others). */
  end?: boolean;
}

const entry = (message: MessageDescriptor, to: string, end?: boolean) => ({
  message,
  to,
  ...(end ? { end } : {}),
});

/** The account navigation's links, in Magento's order; Sign Out is a button after them. Shared: the account
 * area's navigation and the header menu's Account tab both list them. */
export const accountNavEntries = (paths: BoundStorePaths): AccountNavEntry[] => [
  entry(m.navAccount, paths.account(), true),
  entry(m.navOrders, paths.orderHistory()),
  entry(m.navAddressBook, paths.addressBook()),
  entry(m.navNewsletter, paths.newsletterManage()),
  entry(m.navWishlist, paths.wishlist()),
  entry(m.navMyWatches, paths.myWatches()),
  entry(m.navReturnLabel, paths.returnLabel()),
];
