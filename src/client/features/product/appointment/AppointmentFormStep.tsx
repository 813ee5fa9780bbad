import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FocusFirstError } from '../reservation/FocusFirstError';
import type { ReservableProduct } from '../reservation/reservableProduct';
import { CheckboxField } from '../../../components/FormField/CheckboxField';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitStatus } from '../reservation/SubmitStatus';
import { restoreAppointment } from './appointmentStorage';
import { serviceMessages } from '../reservation/messages';
import { civilityOptions, makeAppointmentSchema, type AppointmentValues } from './appointmentValues';
import { appointmentMessages } from './messages';
import { useAppointmentSubmit } from './useAppointmentSubmit';

const FORM = 'appointment';

/** Step 1: the form of spec 3, pre-filled from local storage ('video_appointment'), with 'Submit'. */
export function AppointmentFormStep({ product }: { product: ReservableProduct }) {
  const intl = useIntl();
  const schema = useMemo(() => makeAppointmentSchema(intl), [intl]);
  const civilities = useMemo(() => civilityOptions(intl), [intl]);
  const { submit, prepareCaptcha, verifying } = useAppointmentSubmit(product);
  // Read once per opening: what the shopper sent last time.
  const [initialValues] = useState(() => restoreAppointment(intl.locale));

  useEffect(prepareCaptcha, [prepareCaptcha]);

  return (
    <Formik<AppointmentValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const message = await submit(values);
        if (message) setStatus(message);
      }}
    >
      {({ isSubmitting, status }) => (
        <Form
          className="service-step"
          aria-label={intl.formatMessage(serviceMessages.yourDetails)}
          noValidate
        >
          <FocusFirstError />
          <p className="service-step__lead">
            <FormattedMessage
              {...appointmentMessages.lead}
              values={{
                name: product.name,
                sku: product.sku,
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
          <FormField
            idPrefix={FORM}
            as="select"
            name="civility"
            label={intl.formatMessage(appointmentMessages.civility)}
            placeholder={intl.formatMessage(appointmentMessages.pleaseSelect)}
            options={civilities}
            required
          />
          <div className="service-grid">
            <FormField
              idPrefix={FORM}
              name="customer_firstname"
              label={intl.formatMessage(serviceMessages.firstName)}
              autoComplete="given-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_lastname"
              label={intl.formatMessage(serviceMessages.lastName)}
              autoComplete="family-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_email"
              label={intl.formatMessage(serviceMessages.email)}
              type="email"
              autoComplete="email"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_phone"
              label={intl.formatMessage(serviceMessages.telephone)}
              type="tel"
              autoComplete="tel"
              required
            />
          </div>
          <CheckboxField idPrefix={FORM} name="newsletter">
            <FormattedMessage {...serviceMessages.newsletter} />
          </CheckboxField>
          <CheckboxField idPrefix={FORM} name="terms" required>
            <FormattedMessage {...serviceMessages.terms} />
          </CheckboxField>
          <SubmitStatus error={typeof status === 'string' ? status : null} verifying={verifying} />
          <div className="service-actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              <FormattedMessage {...serviceMessages.submit} />
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
