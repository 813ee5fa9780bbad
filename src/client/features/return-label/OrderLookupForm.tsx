import { Field, Form, Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCaptchaSolver } from '../../api/captcha';
import { apiErrorMessage } from '../../api/errors';
import { useLookupReturnLabelOrderMutation, type ReturnLabelForm } from '../../api/returnlabel';
import { useAppDispatch } from '../../app/hooks';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { returnLabelOrderLookedUp } from './events';
import type { LookupValues } from './lookupSchema';
import { returnLabelMessages as m } from './messages';
import { RETURN_FORM_REINITIALISE_MS } from './timings';

interface OrderLookupFormProps {
  storeCode: string;
  /** What the inputs start with: a signed-in customer's e-mail and name, the order view's order number. */
  initialValues: LookupValues;
  /** The values of the lookup that led to a created label: shown again, then initialised after 1500 ms. */
  previousValues: LookupValues | null;
  onFound: (form: ReturnLabelForm, values: LookupValues) => void;
}

/**
 * Spec 9: after a created label the form shows the lookup that led there, and 1500 ms later initialises its
 * inputs again (ready for another order), unless the customer has started typing.
 */
function ReinitialiseAfterCreate({ to, active }: { to: LookupValues; active: boolean }) {
  const { resetForm, dirty } = useFormikContext<LookupValues>();
  useEffect(() => {
    if (!active || dirty) return undefined;
    const timer = setTimeout(() => resetForm({ values: to }), RETURN_FORM_REINITIALISE_MS);
    return () => clearTimeout(timer);
  }, [active, dirty, resetForm, to]);
  return null;
}

/** Step 1: the order lookup, with the self-hosted captcha; on nok the server's message (spec 8). */
export function OrderLookupForm({ storeCode, initialValues, previousValues, onFound }: OrderLookupFormProps) {
  const intl = useIntl();
  const validate = useSchemaValidation<LookupValues>(
    useCallback(() => import('./lookupSchema').then((rules) => rules.makeLookupSchema(intl)), [intl]),
  );
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const captcha = useCaptchaSolver(storeCode);
  const [lookup] = useLookupReturnLabelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { prepare } = captcha;
  useEffect(() => prepare(), [prepare]);

  return (
    <Formik<LookupValues>
      initialValues={previousValues ?? initialValues}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          const byEmail = values.oar_type === 'email';
          const result = await lookup({
            storeCode,
            returnLabelLookupRequest: {
              form_key: await formKey(),
              oar_order_id: values.oar_order_id.trim(),
              oar_billing_lastname: values.oar_billing_lastname.trim(),
              oar_type: values.oar_type,
              ...(byEmail ? { oar_email: values.oar_email.trim() } : { oar_zip: values.oar_zip.trim() }),
              recaptcha: await captcha.take(),
            },
          }).unwrap();
          dispatch(returnLabelOrderLookedUp({ status: result.status }));
          if (result.status === 'ok' && result.form) onFound(result.form, values);
          else setFailure(result.message || intl.formatMessage(m.failed));
        } catch (error) {
          setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.failed));
        } finally {
          // The next submission needs a new proof of work: start it now.
          prepare();
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form className="return-label-form" noValidate aria-label={intl.formatMessage(m.findOrderForm)}>
          <ReinitialiseAfterCreate to={initialValues} active={previousValues !== null} />
          <div className="return-label-form__grid">
            <FormField
              idPrefix="return"
              name="oar_order_id"
              label={intl.formatMessage(m.orderNumber)}
              required
            />
            <FormField
              idPrefix="return"
              name="oar_billing_lastname"
              label={intl.formatMessage(m.billingLastName)}
              autoComplete="family-name"
              required
            />
          </div>
          <fieldset className="return-label-form__choice">
            <legend>
              <FormattedMessage {...m.findOrderBy} />
            </legend>
            <label>
              <Field type="radio" name="oar_type" value="email" /> <FormattedMessage {...m.email} />
            </label>
            <label>
              <Field type="radio" name="oar_type" value="zip" /> <FormattedMessage {...m.zipCode} />
            </label>
          </fieldset>
          {values.oar_type === 'email' ? (
            <FormField
              idPrefix="return"
              name="oar_email"
              label={intl.formatMessage(m.email)}
              type="email"
              autoComplete="email"
              required
            />
          ) : (
            <FormField
              idPrefix="return"
              name="oar_zip"
              label={intl.formatMessage(m.billingZip)}
              autoComplete="postal-code"
              required
            />
          )}
          <div role="alert">
            {failure ? <p className="form-message form-message--error">{failure}</p> : null}
          </div>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            <FormattedMessage {...(captcha.verifying ? m.verifying : m.findOrder)} />
          </button>
        </Form>
      )}
    </Formik>
  );
}
