import { defineMessages } from '../../../common/i18n/define-messages';

/** The footer's words (namespace `footer`, translated in src/common/i18n/translations/{language}/footer.json). */
export const footerMessages = defineMessages({
  catalogueTitle: { id: 'footer.catalogueTitle', defaultMessage: 'The catalogue' },
  search: { id: 'footer.search', defaultMessage: 'Search' },
  accountTitle: { id: 'footer.accountTitle', defaultMessage: 'Your account' },
  signIn: { id: 'footer.signIn', defaultMessage: 'Customer sign-in' },
  cart: { id: 'footer.cart', defaultMessage: 'Shopping bag' },
  newsletter: { id: 'footer.newsletter', defaultMessage: 'Newsletter' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact us' },
  returnLabel: { id: 'footer.returnLabel', defaultMessage: 'Return label' },
  storeLocator: { id: 'footer.storeLocator', defaultMessage: 'Store locator' },
  storesTitle: { id: 'footer.storesTitle', defaultMessage: 'Country & language' },
  otherCountries: { id: 'footer.otherCountries', defaultMessage: 'Shop in other countries' },
  // year: the current year as digits (not a grouped number); brand: the house's name.
  legal: { id: 'footer.legal', defaultMessage: '© {year} {brand}. All rights reserved.' },
});
