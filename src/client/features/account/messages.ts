import { defineMessages } from '../../../common/i18n/define-messages';

/** The account area's words (namespace `account`, translated in src/common/i18n/translations/{language}/account.json). */
export const accountMessages = defineMessages({
  // name: the customer's first name (or full name).
  welcome: { id: 'account.welcome', defaultMessage: 'Welcome, {name}' },
  navLabel: { id: 'account.navLabel', defaultMessage: 'My account' },
  signOut: { id: 'account.signOut', defaultMessage: 'Sign Out' },
  signOutFailed: { id: 'account.signOutFailed', defaultMessage: 'Could not sign you out. Please try again.' },

  // brand: the house's name. Page title in the browser tab.
  dashboardDocumentTitle: { id: 'account.dashboardDocumentTitle', defaultMessage: 'My Account | {brand}' },
  dashboardDescription: { id: 'account.dashboardDescription', defaultMessage: 'Your {brand} account.' },
  dashboardTitle: { id: 'account.dashboardTitle', defaultMessage: 'My Account' },
  accountInformation: { id: 'account.accountInformation', defaultMessage: 'Account Information' },
  contactInformation: { id: 'account.contactInformation', defaultMessage: 'Contact Information' },
  addressBook: { id: 'account.addressBook', defaultMessage: 'Address Book' },
  manageAddresses: { id: 'account.manageAddresses', defaultMessage: 'Manage Addresses' },
  defaultBilling: { id: 'account.defaultBilling', defaultMessage: 'Default Billing Address' },
  defaultShipping: { id: 'account.defaultShipping', defaultMessage: 'Default Shipping Address' },
  noDefaultBilling: {
    id: 'account.noDefaultBilling',
    defaultMessage: 'You have not set a default billing address.',
  },
  noDefaultShipping: {
    id: 'account.noDefaultShipping',
    defaultMessage: 'You have not set a default shipping address.',
  },
  recentOrders: { id: 'account.recentOrders', defaultMessage: 'Recent Orders' },
  viewAll: { id: 'account.viewAll', defaultMessage: 'View All' },
  noOrders: { id: 'account.noOrders', defaultMessage: 'You have placed no orders.' },

  ordersDocumentTitle: { id: 'account.ordersDocumentTitle', defaultMessage: 'My Orders | {brand}' },
  ordersDescription: { id: 'account.ordersDescription', defaultMessage: 'Your orders with {brand}.' },
  ordersTitle: { id: 'account.ordersTitle', defaultMessage: 'My Orders' },
  orderCount: {
    id: 'account.orderCount',
    defaultMessage: '{count, plural, one {# order} other {# orders}}',
  },
  // The orders table's hidden caption on the history page.
  ordersCaption: { id: 'account.ordersCaption', defaultMessage: 'Orders' },

  // The orders table's column headings.
  columnOrderNumber: { id: 'account.columnOrderNumber', defaultMessage: 'Order #' },
  columnDate: { id: 'account.columnDate', defaultMessage: 'Date' },
  columnShipTo: { id: 'account.columnShipTo', defaultMessage: 'Ship To' },
  columnTotal: { id: 'account.columnTotal', defaultMessage: 'Order Total' },
  columnStatus: { id: 'account.columnStatus', defaultMessage: 'Status' },
  // Hidden heading of the column holding the 'View order' buttons.
  columnAction: { id: 'account.columnAction', defaultMessage: 'Action' },
  viewOrder: { id: 'account.viewOrder', defaultMessage: 'View order' },
  // number: the order number (000000101).
  viewOrderNumber: { id: 'account.viewOrderNumber', defaultMessage: 'View order {number}' },

  // number: the order number (000000101). The order view's title.
  orderTitle: { id: 'account.orderTitle', defaultMessage: 'Order # {number}' },
  orderLoading: { id: 'account.orderLoading', defaultMessage: 'Loading the order…' },
  orderFailed: { id: 'account.orderFailed', defaultMessage: 'An error occurred' },
  itemsOrdered: { id: 'account.itemsOrdered', defaultMessage: 'Items Ordered' },
  // sku: the product reference, kept as it is.
  itemSku: { id: 'account.itemSku', defaultMessage: 'SKU: {sku}' },
  itemQty: { id: 'account.itemQty', defaultMessage: 'Qty: {qty}' },
  shippingAddress: { id: 'account.shippingAddress', defaultMessage: 'Shipping Address' },
  billingAddress: { id: 'account.billingAddress', defaultMessage: 'Billing Address' },
  createReturnLabel: { id: 'account.createReturnLabel', defaultMessage: 'Create a return label' },

  // Before the telephone number of an address; <link> wraps the number.
  telephone: { id: 'account.telephone', defaultMessage: 'T: <link>{telephone}</link>' },
});
