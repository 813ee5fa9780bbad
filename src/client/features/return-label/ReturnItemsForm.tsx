import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canCreateReturn, isReturnable, maxReturnQty } from '../../../common/return-label/returnable';
import { apiErrorMessage } from '../../api/errors';
import {
  useCreateReturnLabelMutation,
  type ReturnLabelForm,
  type ReturnLabelItem,
} from '../../api/returnlabel';
import { useAppDispatch } from '../../app/hooks';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { useStoreConfig } from '../../lib/store-config';
import { returnLabelCreated } from './events';
import type { ItemsValues } from './itemsSchema';
import { returnLabelMessages as m } from './messages';

/** Why a line cannot be chosen (spec 4's rules, in the order the customer would ask about them). */
function notReturnableReason(item: ReturnLabelItem) {
  if (item.has_engraving) return m.engraved;
  if (item.qty <= 0) return m.returned;
  return m.gift;
}

interface ReturnItemsFormProps {
  storeCode: string;
  form: ReturnLabelForm;
  onCreated: (message: string, labelUrl: string | null) => void;
  onBack: () => void;
}

/** Step 2: the order's items; Create is enabled once the returnable quantities chosen add up to more than 0. */
export function ReturnItemsForm({ storeCode, form, onCreated, onBack }: ReturnItemsFormProps) {
  const intl = useIntl();
  // The day the order was placed, in the store's own time zone (as its order e-mails say it).
  const { timezone } = useStoreConfig();
  const validate = useSchemaValidation<ItemsValues>(
    useCallback(() => import('./itemsSchema').then((rules) => rules.makeItemsSchema(intl)), [intl]),
  );
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const [create] = useCreateReturnLabelMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const canReturnGift = form.data.can_return_gift;
  const phoneInput = form.inputs.find((input) => input.name === 'phone');
  const initialValues: ItemsValues = {
    phone: phoneInput?.value ?? form.order.shipping_adress.phone,
    qty: Object.fromEntries(form.items.map((item) => [String(item.item_id), '0'])),
  };
  const chosen = (values: ItemsValues) => (item: ReturnLabelItem) =>
    Number(values.qty[String(item.item_id)] ?? 0);

  return (
    <Formik<ItemsValues>
      initialValues={initialValues}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values) => {
        setFailure(null);
        const quantities = Object.fromEntries(
          form.items
            .filter((item) => isReturnable(item, canReturnGift) && chosen(values)(item) > 0)
            .map((item) => [`qty.${item.item_id}`, String(chosen(values)(item))]),
        );
        try {
          const result = await create({
            storeCode,
            returnLabelCreateRequest: {
              form_key: await formKey(),
              token: form.token,
              phone: values.phone.trim(),
              ...quantities,
            },
          }).unwrap();
          dispatch(returnLabelCreated({ status: result.status }));
          if (result.status === 'ok') onCreated(result.message, result.label_url ?? null);
          else setFailure(result.message || intl.formatMessage(m.failed));
        } catch (error) {
          setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.failed));
        }
      }}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <Form className="return-label-form" noValidate aria-label={intl.formatMessage(m.chooseItemsForm)}>
          <div className="return-label-order">
            <p className="return-label-order__number">
              <FormattedMessage {...m.orderHeading} values={{ number: form.order.increment_id }} />
            </p>
            <p className="return-label-order__date">
              <FormattedMessage
                {...m.orderDate}
                values={{
                  date: intl.formatDate(form.order.created_at, { dateStyle: 'long', timeZone: timezone }),
                }}
              />
            </p>
            <p className="return-label-order__customer">
              <FormattedMessage
                {...m.orderCustomer}
                values={{ name: form.order.customer_name, email: form.order.email }}
              />
            </p>
          </div>
          <ul className="return-label-items">
            {form.items.map((item) => {
              const id = `return-qty-${item.item_id}`;
              const max = maxReturnQty(item, canReturnGift);
              return (
                <li key={item.item_id} className="return-label-item">
                  <div className="return-label-item__name">
                    <span>{item.name}</span>
                    <span className="return-label-item__sku">
                      <FormattedMessage {...m.sku} values={{ sku: item.sku }} />
                    </span>
                  </div>
                  {max > 0 ? (
                    <div className="return-label-item__qty">
                      <label htmlFor={id}>
                        <FormattedMessage {...m.quantity} />
                      </label>
                      <select
                        id={id}
                        value={values.qty[String(item.item_id)] ?? '0'}
                        onChange={(event) => void setFieldValue(`qty.${item.item_id}`, event.target.value)}
                      >
                        {Array.from({ length: max + 1 }, (_, n) => (
                          <option key={n} value={String(n)}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : (
                    <p className="return-label-item__note">
                      <FormattedMessage {...notReturnableReason(item)} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <FormField
            idPrefix="return"
            name="phone"
            label={phoneInput?.label ?? intl.formatMessage(m.phone)}
            type="tel"
            autoComplete="tel"
            required
          />
          <p className="return-label-form__note">
            <FormattedMessage
              {...m.sendTo}
              values={{ address: form.data.return_address, email: form.order.email }}
            />
          </p>
          <div role="alert">
            {failure ? <p className="form-message form-message--error">{failure}</p> : null}
          </div>
          <div className="return-label-form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting || !canCreateReturn(form.items, chosen(values), canReturnGift)}
            >
              <FormattedMessage {...m.create} />
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <FormattedMessage {...m.back} />
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
