import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useListCustomerAddressesQuery, type CustomerAddress } from '../../api/address';
import { useCheckoutConfigQuery } from '../../api/cart-hooks';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { errorStatus } from '../../api/errors';
import { addressSummary, countryNameOf, countryOf } from '../../components/AddressFields/addressValues';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { addressLines } from '../../../common/address-format';
import { storePaths } from '../../../common/store-paths';
import { AddressFormPanel } from './AddressFormPanel';
import { addressNavigation } from './addressNavigation';
import { addressBookMessages as m, RESULT_MESSAGES } from './messages';
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
  const intl = useIntl();
  const brand = store.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.description, { brand }),
    { robots: ROBOTS.private },
  );
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
        <p>
          <FormattedMessage {...m.signedOut} />
        </p>
        <Link className="button button--primary" to={storePaths.signIn(storeCode)}>
          <FormattedMessage {...m.signIn} />
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
                summary={addressSummary(address, countries, store.language_code)}
                country={countryNameOf(countries, address.country_id, store.locale)}
                onEdit={() => setOpen({ kind: 'form', addressId: address.id })}
                onDelete={() => setOpen({ kind: 'delete', addressId: address.id })}
              />
            ))}
          </ul>
        ) : (
          <p className="address-book__empty">
            <FormattedMessage {...m.empty} />
          </p>
        )}
        <div className="address-book__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen({ kind: 'form', addressId: null })}
          >
            <FormattedMessage {...m.newAddress} />
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
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      <p className="address-book__result" role="status">
        {result ? <FormattedMessage {...result} /> : null}
      </p>
      {body}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={intl.formatMessage(m.deleteTitle)}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            const addressId = String(open.addressId);
            void formKey().then((key) =>
              addressNavigation.go(storePaths.addressDelete(storeCode, addressId, key)),
            );
          }}
        >
          <p>
            <FormattedMessage {...m.deleteText} />
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

interface AddressCardProps {
  address: CustomerAddress;
  /** The address on one line, for the card's and its buttons' accessible names. */
  summary: string;
  country: string;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, summary, country, onEdit, onDelete }: AddressCardProps) {
  const intl = useIntl();
  const { language_code: language } = useStoreConfig();
  // The shared formatter's lines: a Japanese address in Japanese from the country down to the name with 様.
  const lines = addressLines(address, { language, countryName: country });
  const name = lines.find((line) => line.kind === 'name')?.text ?? '';
  const marks = [
    address.default_billing ? m.defaultBilling : null,
    address.default_shipping ? m.defaultShipping : null,
  ].filter((mark) => mark !== null);
  return (
    <li className="address-card" aria-label={intl.formatMessage(m.cardLabel, { name, address: summary })}>
      {marks.length ? (
        <ul className="address-card__marks" aria-label={intl.formatMessage(m.defaults)}>
          {marks.map((mark) => (
            <li key={mark.id} className="address-card__mark">
              <FormattedMessage {...mark} />
            </li>
          ))}
        </ul>
      ) : null}
      <address className="address-card__text">
        {lines.map((line, i) => (
          <span key={i} className={line.kind === 'name' ? 'address-card__name' : undefined}>
            {line.text}
          </span>
        ))}
        <span>{address.telephone}</span>
      </address>
      <div className="address-card__actions">
        <button
          type="button"
          className="address-card__action"
          onClick={onEdit}
          aria-label={intl.formatMessage(m.editLabel, { address: summary })}
        >
          <FormattedMessage {...m.edit} />
        </button>
        <button
          type="button"
          className="address-card__action"
          onClick={onDelete}
          aria-label={intl.formatMessage(m.deleteLabel, { address: summary })}
        >
          <FormattedMessage {...m.delete} />
        </button>
      </div>
    </li>
  );
}
