import { defineMessages } from '../../../common/i18n/define-messages';

/** The main menu's own words (namespace `navigation`); the entries' names are the server's data. */
export const navigationMessages = defineMessages({
  // The desktop bar's last entry, holding the first-level entries that do not fit.
  more: { id: 'navigation.more', defaultMessage: 'More' },
  // A submenu's first button; <hidden> is read by screen readers only ('Back to the menu').
  back: { id: 'navigation.back', defaultMessage: 'Back<hidden> to the menu</hidden>' },
  // category: a first-level menu entry's name ('Watches'); the link to the whole category.
  allCategory: { id: 'navigation.allCategory', defaultMessage: 'All {category}' },
  mainLabel: { id: 'navigation.mainLabel', defaultMessage: 'Main' },
  alternateLabel: { id: 'navigation.alternateLabel', defaultMessage: 'Services and account' },
  // The mobile menu's tabs.
  tabsLabel: { id: 'navigation.tabsLabel', defaultMessage: 'Menu sections' },
  tabMenu: { id: 'navigation.tabMenu', defaultMessage: 'Menu' },
  tabAccount: { id: 'navigation.tabAccount', defaultMessage: 'Account' },
  tabSettings: { id: 'navigation.tabSettings', defaultMessage: 'Settings' },
  // The button that opens the mobile menu.
  toggle: { id: 'navigation.toggle', defaultMessage: 'Menu' },
  storesTitle: { id: 'navigation.storesTitle', defaultMessage: 'Country & language' },
  // The Account tab.
  guestIntro: {
    id: 'navigation.guestIntro',
    defaultMessage: 'Sign in to follow your orders, watches and wish list.',
  },
  signIn: { id: 'navigation.signIn', defaultMessage: 'Sign in' },
  createAccount: { id: 'navigation.createAccount', defaultMessage: 'Create an account' },
  // name: the customer's first name (or full name).
  hello: { id: 'navigation.hello', defaultMessage: 'Hello, {name}' },
  signOut: { id: 'navigation.signOut', defaultMessage: 'Sign Out' },
  signOutFailed: {
    id: 'navigation.signOutFailed',
    defaultMessage: 'Could not sign you out. Please try again.',
  },
});
