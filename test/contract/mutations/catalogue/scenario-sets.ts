// The scenarios each mutation needs: the ones it breaks and those that discover their inputs first.
export const LISTING = ['listWebsites', 'getStoreConfig', 'getCategoryTree', 'listCategoryProducts'];
export const SIGN_IN = ['listWebsites', 'getStoreConfig', 'loadCustomerSections', 'loginCustomer'];
export const CART = [
  ...LISTING,
  'getProductByUrlKey',
  'getCheckoutConfig',
  'loadCustomerSections',
  'createGuestCart',
  'getGuestCart',
  'addGuestCartItem',
  'updateGuestCartItem',
  'removeGuestCartItem',
];
export const CHECKOUT = [
  ...CART,
  'changeGuestGiftBox',
  'getGuestCartTotals',
  'estimateGuestShippingMethods',
  'saveGuestShippingInformation',
  'getLastOrder',
  'placeGuestOrder',
];
