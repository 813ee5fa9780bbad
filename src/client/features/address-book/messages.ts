import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * What the address book says (spec 2.11, 8; Magento's wording where the spec is silent). Namespace
 * `addressBook`, translated in src/common/i18n/translations/{language}/addressBook.json.
 */
export const addressBookMessages = defineMessages({
  // brand: the house's name. Page title in the browser tab.
  documentTitle: { id: 'addressBook.documentTitle', defaultMessage: 'Address Book | {brand}' },
  description: { id: 'addressBook.description', defaultMessage: 'Your addresses at {brand}.' },
  eyebrow: { id: 'addressBook.eyebrow', defaultMessage: 'My account' },
  title: { id: 'addressBook.title', defaultMessage: 'Address Book' },
  newAddress: { id: 'addressBook.newAddress', defaultMessage: 'Add New Address' },
  editAddress: { id: 'addressBook.editAddress', defaultMessage: 'Edit Address' },
  edit: { id: 'addressBook.edit', defaultMessage: 'Edit' },
  // address: the address in one line (street, postcode and city, region, country).
  editLabel: { id: 'addressBook.editLabel', defaultMessage: 'Edit {address}' },
  delete: { id: 'addressBook.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'addressBook.deleteLabel', defaultMessage: 'Delete {address}' },
  save: { id: 'addressBook.save', defaultMessage: 'Save Address' },
  // The accessible name of the list of marks ('Default Billing Address'...) on an address card.
  defaults: { id: 'addressBook.defaults', defaultMessage: 'Defaults' },
  defaultBilling: { id: 'addressBook.defaultBilling', defaultMessage: 'Default Billing Address' },
  defaultShipping: { id: 'addressBook.defaultShipping', defaultMessage: 'Default Shipping Address' },
  useAsBilling: { id: 'addressBook.useAsBilling', defaultMessage: 'Use as my default billing address' },
  useAsShipping: { id: 'addressBook.useAsShipping', defaultMessage: 'Use as my default shipping address' },
  isDefaultBilling: { id: 'addressBook.isDefaultBilling', defaultMessage: "It's a default billing address." },
  isDefaultShipping: {
    id: 'addressBook.isDefaultShipping',
    defaultMessage: "It's a default shipping address.",
  },
  empty: { id: 'addressBook.empty', defaultMessage: 'You have no addresses in your address book yet.' },
  signedOut: { id: 'addressBook.signedOut', defaultMessage: 'Please sign in to manage your address book.' },
  signIn: { id: 'addressBook.signIn', defaultMessage: 'Sign In' },
  // Spec 8: an address read that failed without a message of the server's.
  readFailed: { id: 'addressBook.readFailed', defaultMessage: 'An error occurred' },
  // Spec 8 confirmation.
  deleteTitle: { id: 'addressBook.deleteTitle', defaultMessage: 'Delete address' },
  // Spec 8's wording, exactly, in English.
  deleteText: { id: 'addressBook.deleteText', defaultMessage: 'Are you sure to delete this address?' },
  saved: { id: 'addressBook.saved', defaultMessage: 'You saved the address.' },
  deleted: { id: 'addressBook.deleted', defaultMessage: 'You deleted the address.' },
  // An address card's accessible name: the person's name, then the address in one line.
  cardLabel: { id: 'addressBook.cardLabel', defaultMessage: '{name}, {address}' },
});

/** What the page says after the form post or the delete link brought the customer back (`?result=`). */
export const RESULT_MESSAGES: Partial<Record<string, MessageDescriptor>> = {
  saved: addressBookMessages.saved,
  deleted: addressBookMessages.deleted,
};
