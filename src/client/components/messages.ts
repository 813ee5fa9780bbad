import { defineMessages } from '../../common/i18n/define-messages';

/**
 * The shared components' words (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json). The lib's are in lib/messages.ts.
 */
export const commonMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'common.loadFailed',
    defaultMessage: 'We could not load this page. Please try again in a moment.',
  },
  tryAgain: { id: 'common.tryAgain', defaultMessage: 'Try again' },
  closeDialog: { id: 'common.closeDialog', defaultMessage: 'Close dialog' },
  // A multi-step dialog's subtitle (spec 2.4).
  stepSubtitle: { id: 'common.stepSubtitle', defaultMessage: 'Step {step} of {total}' },
  ok: { id: 'common.ok', defaultMessage: 'OK' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  // The breadcrumb trail's accessible name.
  breadcrumb: { id: 'common.breadcrumb', defaultMessage: 'Breadcrumb' },
  home: { id: 'common.home', defaultMessage: 'Home' },
  // A document title: the page, then the house's name.
  pageTitle: { id: 'common.pageTitle', defaultMessage: '{page} | {brand}' },
  // The header links' count beside their word (compare, wishlist).
  headerCount: { id: 'common.headerCount', defaultMessage: '({count, number})' },

  compareAdd: { id: 'common.compareAdd', defaultMessage: 'Add to compare' },
  compareAddFor: { id: 'common.compareAddFor', defaultMessage: 'Add to compare: {name}' },
  compareIn: { id: 'common.compareIn', defaultMessage: 'In comparison' },
  compareInFor: { id: 'common.compareInFor', defaultMessage: 'In comparison: {name}' },
  compareLink: { id: 'common.compareLink', defaultMessage: 'Compare' },
  compareFailed: {
    id: 'common.compareFailed',
    defaultMessage: 'Something went wrong with your request. Please try again later.',
  },
  wishlistAdd: { id: 'common.wishlistAdd', defaultMessage: 'Add to wishlist' },
  wishlistAddFor: { id: 'common.wishlistAddFor', defaultMessage: 'Add to wishlist: {name}' },
  wishlistIn: { id: 'common.wishlistIn', defaultMessage: 'In your wishlist' },
  wishlistInFor: { id: 'common.wishlistInFor', defaultMessage: 'In your wishlist: {name}' },
  wishlistFailed: {
    id: 'common.wishlistFailed',
    defaultMessage: 'The watch could not be added to your wishlist. Please try again.',
  },

  firstName: { id: 'common.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'common.lastName', defaultMessage: 'Last Name' },
  streetAddress: { id: 'common.streetAddress', defaultMessage: 'Street Address' },
  streetLine1: { id: 'common.streetLine1', defaultMessage: 'Street Address 1' },
  streetLine2: { id: 'common.streetLine2', defaultMessage: 'Street Address 2' },
  city: { id: 'common.city', defaultMessage: 'City' },
  country: { id: 'common.country', defaultMessage: 'Country' },
  region: { id: 'common.region', defaultMessage: 'State/Province' },
  regionPlaceholder: {
    id: 'common.regionPlaceholder',
    defaultMessage: 'Please select a region, state or province.',
  },
  postcode: { id: 'common.postcode', defaultMessage: 'Zip/Postal Code' },
  postcodeAutofill: {
    id: 'common.postcodeAutofill',
    defaultMessage: 'Fill in the address from the postcode',
  },
  // Spec 5: a postcode that does not fit the country's format. examples: codes of the right shape, separated by
  // '; '; hasExamples: yes when there are some; strict: yes when the form refuses it (no 'ignore' sentence then).
  telephone: { id: 'common.telephone', defaultMessage: 'Phone Number' },
  requiredField: { id: 'common.requiredField', defaultMessage: 'This is a required field.' },
  telephoneInvalid: { id: 'common.telephoneInvalid', defaultMessage: 'Please enter a valid phone number.' },

  nowShoppingBy: { id: 'common.nowShoppingBy', defaultMessage: 'Now shopping by' },
  // label: the filter (Dial colour); value: the chosen option (Silver).
  removeFilter: { id: 'common.removeFilter', defaultMessage: 'Remove {label}: {value}' },
  // An active filter's name before its value ('Dial colour: Silver').
  activeFilterLabel: { id: 'common.activeFilterLabel', defaultMessage: '{label}:' },
  clearAll: { id: 'common.clearAll', defaultMessage: 'Clear all' },
  // After an option's name, for screen readers: how many products it has.
  optionCount: {
    id: 'common.optionCount',
    defaultMessage: '({count, plural, one {# product} other {# products}})',
  },
  filter: { id: 'common.filter', defaultMessage: 'Filter' },
  filterActive: { id: 'common.filterActive', defaultMessage: 'Filter ({count, number})' },
  filterBy: { id: 'common.filterBy', defaultMessage: 'Filter by' },
  closeFilters: { id: 'common.closeFilters', defaultMessage: 'Close filters' },
  showProducts: {
    id: 'common.showProducts',
    defaultMessage: '{count, plural, one {Show # product} other {Show # products}}',
  },
  filterReset: { id: 'common.filterReset', defaultMessage: 'Filter was successfully reset' },
  // name: what the slider chooses, in lower case ('price'); names the two handles.
  sliderMinimum: { id: 'common.sliderMinimum', defaultMessage: 'Minimum {name}' },
  sliderMaximum: { id: 'common.sliderMaximum', defaultMessage: 'Maximum {name}' },
  // A range's label (spec 9: '%1 - %2'), each end already formatted (a price).
  range: { id: 'common.range', defaultMessage: '{from} - {to}' },
  sortBy: { id: 'common.sortBy', defaultMessage: 'Sort by' },

  notFoundTitle: { id: 'common.notFoundTitle', defaultMessage: 'Page not found' },
  notFoundDescription: {
    id: 'common.notFoundDescription',
    defaultMessage: 'This page of {brand} does not exist.',
  },
  error404: { id: 'common.error404', defaultMessage: 'Error 404' },
  notFoundText: {
    id: 'common.notFoundText',
    defaultMessage:
      'The page you were looking for has moved or no longer exists. Our collections are still where you left them.',
  },
  returnHome: { id: 'common.returnHome', defaultMessage: 'Return to the home page' },
  searchCatalogue: { id: 'common.searchCatalogue', defaultMessage: 'Search the catalogue' },

  pagination: { id: 'common.pagination', defaultMessage: 'Pagination' },
  previous: { id: 'common.previous', defaultMessage: 'Previous' },
  next: { id: 'common.next', defaultMessage: 'Next' },
  page: { id: 'common.page', defaultMessage: 'Page {page, number}' },

  rrp: { id: 'common.rrp', defaultMessage: 'Recommended retail price' },
  ourPrice: { id: 'common.ourPrice', defaultMessage: 'Our price' },

  addToCart: { id: 'common.addToCart', defaultMessage: 'Add to Cart' },
  addToCartFor: { id: 'common.addToCartFor', defaultMessage: 'Add to Cart: {name}' },
  outOfStock: { id: 'common.outOfStock', defaultMessage: 'Out of stock' },
  outOfStockFor: { id: 'common.outOfStockFor', defaultMessage: 'Out of stock: {name}' },
  inStock: { id: 'common.inStock', defaultMessage: 'In stock' },
  // name: the watch's name.
  addedToCart: { id: 'common.addedToCart', defaultMessage: 'You added {name} to your shopping cart.' },
  addToCartFailed: {
    id: 'common.addToCartFailed',
    defaultMessage: 'We could not add this item to your cart. Please try again.',
  },
  // The list of a watch's colour and size swatches.
  variations: { id: 'common.variations', defaultMessage: '{name}: variations' },
});
