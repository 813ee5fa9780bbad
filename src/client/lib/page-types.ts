/** Spec 2.17: the page type codes analytics receives with every page view. */
export const PAGE_TYPE = {
  home: 1,
  category: 2,
  product: 3,
  cart: 4,
  checkout: 5,
  checkoutSuccess: 6,
  content: 7,
  searchResults: 8,
  storeLocatorList: 9,
  storeLocatorShop: 10,
  unnamed: 11,
  login: 13,
  /** The account area: the dashboard and every page of its navigation (the wishlist too). */
  account: 15,
  /** The create-account page shares 13 with the sign-in page (spec 2.17: 'login / new customer'). */
  newCustomer: 13,
  forgotPassword: 17,
  contact: 19,
} as const;

export type PageType = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];
