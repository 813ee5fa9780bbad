import { Form, Formik, setNestedObjectValues, useFormikContext, type FormikTouched } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyGetCustomerAddressQuery } from '../../api/address';
import type { CheckoutConfig } from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
import { AddressFields } from '../../components/AddressFields/AddressFields';
import { useFormAddressAutofill } from '../../components/AddressFields/useFormAddressAutofill';
import { Dialog } from '../../components/Dialog/Dialog';
import { CheckboxField } from '../../components/FormField/CheckboxField';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { wordedText, type ShopText } from '../../lib/i18n/shopText';
import { storePaths } from '../../../common/store-paths';
import { addressNavigation } from './addressNavigation';
import { editAddressValues, newAddressValues, type AddressBookFormValues } from './addressFormValues';
import { addressBookMessages as m } from './messages';

interface AddressFormPanelProps {
  storeCode: string;
  config: CheckoutConfig;
  /** The address to edit, or null for a new one. */
  addressId: number | null;
  /** A new address starts in the store's country, with the customer's first name. */
  countryId: string;
  firstname: string;
  onClose: () => void;
}

/**
 * Spec 2.11: the slide-in address form. 'New' opens it empty; 'Edit' fills it from the server
 * (`GET {address url}{addressId}`, reading `[0].address`). Saving is the form's own submit (spec 7) to the base
 * submit url, or `…/id/{addressId}`, with the form key; the server answers with the address book again.
 */
export function AddressFormPanel({
  storeCode,
  config,
  addressId,
  countryId,
  firstname,
  onClose,
}: AddressFormPanelProps) {
  const intl = useIntl();
  const [read, result] = useLazyGetCustomerAddressQuery();
  // The server's own message, or the catalogue's (made into text when shown).
  const [failure, setFailure] = useState<ShopText | null>(null);
  const [initial, setInitial] = useState<AddressBookFormValues | null>(
    addressId === null ? newAddressValues(countryId, firstname) : null,
  );
  useEffect(() => {
    if (addressId === null) return;
    read({ storeCode, addressId })
      .unwrap()
      .then((answer) => {
        const address = answer[0]?.address;
        if (address) setInitial(editAddressValues(address));
        else setFailure(m.readFailed);
      })
      .catch((error: unknown) => setFailure(apiErrorMessage(error) ?? m.readFailed));
  }, [addressId, read, storeCode]);
  const validate = useSchemaValidation<AddressBookFormValues>(
    useCallback(
      () =>
        import('./addressBookSchema').then((rules) =>
          rules.addressBookSchema(config.countries, config.postcode.strict, intl),
        ),
      [config.countries, config.postcode.strict, intl],
    ),
  );

  let body;
  if (failure) {
    body = (
      <p className="form-message form-message--error" role="alert">
        {wordedText(intl, failure)}
      </p>
    );
  } else if (!initial || result.isFetching) {
    body = <LoadingState />;
  } else {
    body = (
      <Formik<AddressBookFormValues>
        initialValues={initial}
        validate={validate}
        validateOnChange={false}
        onSubmit={() => undefined}
      >
        <AddressFormBody storeCode={storeCode} config={config} addressId={addressId} />
      </Formik>
    );
  }
  return (
    <Dialog
      variant="panel"
      title={intl.formatMessage(addressId === null ? m.newAddress : m.editAddress)}
      onClose={onClose}
      className="address-panel"
    >
      {body}
    </Dialog>
  );
}

interface AddressFormBodyProps {
  storeCode: string;
  config: CheckoutConfig;
  addressId: number | null;
}

function AddressFormBody({ storeCode, config, addressId }: AddressFormBodyProps) {
  const { values, initialValues, validateForm, setTouched } = useFormikContext<AddressBookFormValues>();
  const formRef = useRef<HTMLFormElement>(null);
  const formKey = useFormKey(storeCode);
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);
  const autofill = useFormAddressAutofill(formRef, config.countries, config.jp_postcode);
  useEffect(() => {
    void formKey().then(setKey);
  }, [formKey]);

  // After a refused submit (once its errors are shown), take the customer to the first field that needs them.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const action = storePaths.addressFormPost(storeCode, addressId === null ? undefined : String(addressId));
  return (
    <Form
      ref={formRef}
      className="address-form"
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void (async () => {
          const errors = await validateForm();
          if (Object.keys(errors).length) {
            // Formik shows the errors of touched fields: the whole form was sent, so every field is.
            await setTouched(setNestedObjectValues<FormikTouched<AddressBookFormValues>>(values, true), true);
            setRefusals((count) => count + 1);
            return;
          }
          setSending(true);
          // The form key read now: a sign-in elsewhere since the panel opened gave the session a new one.
          const current = await formKey();
          const input = form.elements.namedItem('form_key');
          if (input instanceof HTMLInputElement) input.value = current;
          addressNavigation.submit(form);
        })();
      }}
    >
      <input type="hidden" name="form_key" value={key} />
      <AddressFields
        idPrefix="address"
        countries={config.countries}
        strictPostcode={config.postcode.strict}
        jpAutofill={autofill.enabled}
        postcodeLoading={autofill.loading}
      />
      <div className="address-form__defaults">
        {/* A ticked box posts `1` and makes this address that default; an unticked one changes nothing. */}
        {/* As Magento: the default stays until another address takes it, so its box is a statement. */}
        {initialValues.default_billing ? (
          <p className="address-form__default">
            <FormattedMessage {...m.isDefaultBilling} />
          </p>
        ) : (
          <CheckboxField name="default_billing" idPrefix="address" submitValue="1">
            <FormattedMessage {...m.useAsBilling} />
          </CheckboxField>
        )}
        {initialValues.default_shipping ? (
          <p className="address-form__default">
            <FormattedMessage {...m.isDefaultShipping} />
          </p>
        ) : (
          <CheckboxField name="default_shipping" idPrefix="address" submitValue="1">
            <FormattedMessage {...m.useAsShipping} />
          </CheckboxField>
        )}
      </div>
      <div className="address-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || autofill.loading}
          aria-busy={sending}
        >
          <FormattedMessage {...m.save} />
        </button>
      </div>
    </Form>
  );
}
