import type { BoundStorePaths } from '../../common/store-paths';

export interface AccountNavEntry {
  label: string;
  to: string;
  /** Only the exact path is this entry (the dashboard, whose path prefixes others). */
  end?: boolean;
}

/** The account navigation's links, in Magento's order; Sign Out is a button after them. Shared: the account
 * area's navigation and the header menu's Account tab both list them. */
export const accountNavEntries = (paths: BoundStorePaths): AccountNavEntry[] => [
  { label: 'My Account', to: paths.account(), end: true },
  { label: 'My Orders', to: paths.orderHistory() },
  { label: 'Address Book', to: paths.addressBook() },
  { label: 'Newsletter Subscriptions', to: paths.newsletterManage() },
  { label: 'My Wish List', to: paths.wishlist() },
  { label: 'My Watches', to: paths.myWatches() },
  { label: 'Return Label', to: paths.returnLabel() },
];
