import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The popups' own words (namespace `popups`): the country pop-in, the retailer popup and the promotional popups'
 * frame. A promotional popup's title, text and button are the server's data.
 */
export const popupsMessages = defineMessages({
  // country: the visitor's country, named by Intl in the store's language ('Suisse', 'Japan').
  countryTitle: { id: 'popups.countryTitle', defaultMessage: 'Visiting from {country}?' },
  // storeName: the current web store's name ('International'); country: the visitor's country.
  countryText: {
    id: 'popups.countryText',
    defaultMessage:
      'You are on our {storeName} site. Our {country} site shows the prices, delivery and services of your country.',
  },
  // Several stores are proposed: one button per store; <store> wraps its name (in its own language).
  goToStore: { id: 'popups.goToStore', defaultMessage: 'Go to <store>{name}</store>' },
  goToCountrySite: { id: 'popups.goToCountrySite', defaultMessage: 'Go to the {country} site' },
  continueHere: { id: 'popups.continueHere', defaultMessage: 'Continue on the {storeName} site' },
  chooseCountry: { id: 'popups.chooseCountry', defaultMessage: 'Choose another country' },
  currentSite: { id: 'popups.currentSite', defaultMessage: 'Current site' },
  findRetailer: { id: 'popups.findRetailer', defaultMessage: 'Another country? Find a retailer' },
  // The retailer popup ('find a retailer').
  retailerTitle: { id: 'popups.retailerTitle', defaultMessage: 'Shop in other countries' },
  retailerIntro: {
    id: 'popups.retailerIntro',
    defaultMessage: 'Our online stores and authorised retailers, country by country.',
  },
  retailerError: {
    id: 'popups.retailerError',
    defaultMessage: 'The list of retailers could not be loaded. Please try again later.',
  },
  countryLabel: { id: 'popups.countryLabel', defaultMessage: 'Country' },
  allCountries: { id: 'popups.allCountries', defaultMessage: 'All countries' },
  // <store> wraps the web store's name, in its own language: 'Online store · Suisse (Français)'.
  onlineStore: { id: 'popups.onlineStore', defaultMessage: 'Online store <store>· {name}</store>' },
  // <hidden> is read by screen readers only.
  retailerWebsite: {
    id: 'popups.retailerWebsite',
    defaultMessage: 'Visit the retailer’s website<hidden> (opens in a new tab)</hidden>',
  },
  // A promotional popup's button opening a new tab: label is its text (data); <hidden> for screen readers only.
  buttonNewTab: {
    id: 'popups.buttonNewTab',
    defaultMessage: '{label}<hidden> (opens in a new tab)</hidden>',
  },
  close: { id: 'popups.close', defaultMessage: 'Close' },
});
