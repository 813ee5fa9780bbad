import { AddressBook } from '../../../common/contract/facts.gen';
import type { Database } from '../../db/types';
import { Conflict, NotFound, RateLimited } from '../errors';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { addressFromForm, requestedDefaults, type AddressForm } from './address-form';
import {
  countAddresses,
  deleteAddressRow,
  insertAddress,
  lockBook,
  makeDefault,
  selectAddress,
  selectAddresses,
  updateAddress,
  type CustomerAddress,
} from './address-rows.sql';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';

/** The contract's bound on a book: far above a household's addresses, and no script fills the table. */
export const ADDRESS_BOOK_MAX = AddressBook.addresses.maxItems;

/**
 * Saves per customer: a customer tidying a book saves a few addresses; 60 an hour is one a minute all hour,
 * while a script looping over the form (each save a write and a row) is stopped.
 */
export const ADDRESS_SAVES: RateLimitRule = { max: 60, windowS: 3600 };

export const ADDRESS_MESSAGES = defineMessages({
  notFound: { id: 'api.addressBook.notFound', defaultMessage: 'This address is not in your address book.' },
  full: {
    id: 'api.addressBook.full',
    defaultMessage: 'Your address book holds {max} addresses. Please delete one before adding another.',
  },
  saved: { id: 'api.addressBook.saved', defaultMessage: 'You saved the address.' },
  deleted: { id: 'api.addressBook.deleted', defaultMessage: 'You deleted the address.' },
  signedOut: {
    id: 'api.addressBook.signedOut',
    defaultMessage: 'Please sign in to manage your address book.',
  },
  tooMany: {
    id: 'api.addressBook.tooMany',
    defaultMessage: 'Too many address changes. Please try again in {retryAfterS} seconds.',
  },
});

const notYours = () => new NotFound(ADDRESS_MESSAGES.notFound, 'path.addressId');

export const listAddresses = (db: Database, customerId: number): Promise<CustomerAddress[]> =>
  selectAddresses(db, customerId);

/** One of the customer's addresses; another customer's is as unknown as one that does not exist. */
export async function getAddress(
  db: Database,
  customerId: number,
  addressId: number,
): Promise<CustomerAddress> {
  const address = await selectAddress(db, customerId, addressId);
  if (!address) throw notYours();
  return address;
}

async function countSave(db: Database, customerId: number): Promise<void> {
  const state = await hit(db, `address-save:${customerId}`, ADDRESS_SAVES);
  if (state.hits > ADDRESS_SAVES.max) {
    const text = apiMessage(ADDRESS_MESSAGES.tooMany, { retryAfterS: state.retryAfterS });
    throw new RateLimited(text, state.retryAfterS);
  }
}

/**
 * Saves the form as a new address (`addressId` null) or over the customer's own address, and moves the
 * defaults it asks for onto it. A customer's first address is the default for both, as the checkout needs one.
 * Answers the address id. `locale` is the store's, which names the country in a refusal.
 */
export async function saveAddress(
  db: Database,
  customerId: number,
  addressId: number | null,
  form: AddressForm,
  locale = 'en',
): Promise<number> {
  // Checked before the limit counts, so a refused form costs the customer nothing.
  const address = addressFromForm(form, locale);
  const defaults = requestedDefaults(form);
  await countSave(db, customerId);
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    let id: number;
    if (addressId === null) {
      const count = await countAddresses(tx, customerId);
      if (count >= ADDRESS_BOOK_MAX)
        throw new Conflict(apiMessage(ADDRESS_MESSAGES.full, { max: ADDRESS_BOOK_MAX }));
      id = await insertAddress(tx, customerId, address);
      if (count === 0) Object.assign(defaults, { billing: true, shipping: true });
    } else {
      if (!(await updateAddress(tx, customerId, addressId, address))) throw notYours();
      id = addressId;
    }
    if (defaults.billing) await makeDefault(tx, customerId, id, 'billing');
    if (defaults.shipping) await makeDefault(tx, customerId, id, 'shipping');
    return id;
  });
}

export async function deleteAddress(db: Database, customerId: number, addressId: number): Promise<void> {
  if (!(await deleteAddressRow(db, customerId, addressId))) throw notYours();
}
