/** What the address book says (spec 2.11, 8; Magento's wording where the spec is silent). */
export const ADDRESS_BOOK_TEXTS = {
  title: 'Address Book',
  newAddress: 'Add New Address',
  editAddress: 'Edit Address',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save Address',
  defaultBilling: 'Default Billing Address',
  defaultShipping: 'Default Shipping Address',
  useAsBilling: 'Use as my default billing address',
  useAsShipping: 'Use as my default shipping address',
  isDefaultBilling: "It's a default billing address.",
  isDefaultShipping: "It's a default shipping address.",
  empty: 'You have no addresses in your address book yet.',
  signedOut: 'Please sign in to manage your address book.',
  signIn: 'Sign In',
  /** Spec 8: an address read that failed without a message of the server's. */
  readFailed: 'An error occurred',
  /** Spec 8 confirmations. */
  deleteTitle: 'Delete address',
  deleteText: 'Are you sure to delete this address?',
} as const;

/** What the page says after the form post or the delete link brought the customer back (`?result=`). */
export const RESULT_MESSAGES: Record<string, string> = {
  saved: 'You saved the address.',
  deleted: 'You deleted the address.',
};
