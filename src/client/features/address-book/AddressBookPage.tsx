import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useListCustomerAddressesQuery, type CustomerAddress } from '../../api/address';
import { useCheckoutConfigQuery } from '../../api/cart-hooks';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { errorStatus } from '../../api/errors';
import { addressSummary, countryOf } from '../../components/AddressFields/addressValues';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { storePaths } from '../../../common/store-paths';
import { AddressFormPanel } from './AddressFormPanel';
import { addressNavigation } from './addressNavigation';
import { ADDRESS_BOOK_TEXTS as TEXTS, RESULT_MESSAGES } from './addressBookTexts';
import './addressBook.css';

/** Which panel is open: the form (a new address, or one to edit) or the delete confirmation. */
type Open = { kind: 'form'; addressId: number | null } | { kind: 'delete'; addressId: number } | null;

/**
 * /{store}/customer/address (spec 2.11, page type 15): the customer's addresses, the default billing and
 * shipping ones marked; 'Add New Address' and 'Edit' open the slide-in form, 'Delete' asks first and then
 * navigates to the delete link. The server brings the customer back here with `?result=` after either.
 */
export function AddressBookPage() {
  const store = useStoreConfig();
  const storeCode = store.store_code;
  useDocumentMeta(`${TEXTS.title} | ${store.brand.name}`, `Your addresses at ${store.brand.name}.`);
  const [params] = useSearchParams();
  const book = useListCustomerAddressesQuery({ storeCode });
  const config = useCheckoutConfigQuery(storeCode);
  const sections = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const formKey = useFormKey(storeCode);
  const [open, setOpen] = useState<Open>(null);
  const result = RESULT_MESSAGES[params.get('result') ?? ''];

  let body;
  if (book.isLoading || config.isLoading) {
    body = <LoadingState />;
  } else if (errorStatus(book.error) === 401) {
    body = (
      <div className="address-book__empty">
        <p>{TEXTS.signedOut}</p>
        <Link className="button button--primary" to={storePaths.signIn(storeCode)}>
          {TEXTS.signIn}
        </Link>
      </div>
    );
  } else if (!book.data || !config.data) {
    body = <ErrorState onRetry={() => void (book.isError ? book.refetch() : config.refetch())} />;
  } else {
    const countries = config.data.countries;
    const addresses = book.data.addresses;
    const customer = sections.data?.customer;
    const countryId = countryOf(countries, store.country_code)
      ? store.country_code
      : (countries[0]?.id ?? '');
    body = (
      <>
        {addresses.length ? (
          <ul className="address-book__list">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                summary={addressSummary(address, countries)}
                country={countryOf(countries, address.country_id)?.name ?? address.country_id}
                onEdit={() => setOpen({ kind: 'form', addressId: address.id })}
                onDelete={() => setOpen({ kind: 'delete', addressId: address.id })}
              />
            ))}
          </ul>
        ) : (
          <p className="address-book__empty">{TEXTS.empty}</p>
        )}
        <div className="address-book__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen({ kind: 'form', addressId: null })}
          >
            {TEXTS.newAddress}
          </button>
        </div>
        {open?.kind === 'form' ? (
          <AddressFormPanel
            storeCode={storeCode}
            config={config.data}
            addressId={open.addressId}
            countryId={countryId}
            firstname={customer?.is_logged_in ? (customer.firstname ?? '') : ''}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="address-book">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">My account</p>
        <h1>{TEXTS.title}</h1>
      </header>
      <p className="address-book__result" role="status">
        {result ?? ''}
      </p>
      {body}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            const addressId = String(open.addressId);
            void formKey().then((key) =>
              addressNavigation.go(storePaths.addressDelete(storeCode, addressId, key)),
            );
          }}
        >
          <p>{TEXTS.deleteText}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

interface AddressCardProps {
  address: CustomerAddress;
  summary: string;
  country: string;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, summary, country, onEdit, onDelete }: AddressCardProps) {
  const name = `${address.firstname} ${address.lastname}`;
  const marks: string[] = [];
  if (address.default_billing) marks.push(TEXTS.defaultBilling);
  if (address.default_shipping) marks.push(TEXTS.defaultShipping);
  return (
    <li className="address-card" aria-label={`${name}, ${summary}`}>
      {marks.length ? (
        <ul className="address-card__marks" aria-label="Defaults">
          {marks.map((mark) => (
            <li key={mark} className="address-card__mark">
              {mark}
            </li>
          ))}
        </ul>
      ) : null}
      <address className="address-card__text">
        <span className="address-card__name">{name}</span>
        {address.street.filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{[address.postcode, address.city].filter(Boolean).join(' ')}</span>
        {address.region ? <span>{address.region}</span> : null}
        <span>{country}</span>
        <span>{address.telephone}</span>
      </address>
      <div className="address-card__actions">
        <button
          type="button"
          className="address-card__action"
          onClick={onEdit}
          aria-label={`${TEXTS.edit} ${summary}`}
        >
          {TEXTS.edit}
        </button>
        <button
          type="button"
          className="address-card__action"
          onClick={onDelete}
          aria-label={`${TEXTS.delete} ${summary}`}
        >
          {TEXTS.delete}
        </button>
      </div>
    </li>
  );
}
