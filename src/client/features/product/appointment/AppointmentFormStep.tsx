import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FocusFirstError } from '../reservation/FocusFirstError';
import type { ReservableProduct } from '../reservation/reservableProduct';
import { CheckboxField } from '../../../components/FormField/CheckboxField';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitStatus } from '../reservation/SubmitStatus';
import { restoreAppointment } from './appointmentStorage';
import { appointmentSchema, CIVILITIES, type AppointmentValues } from './appointmentValues';
import { useAppointmentSubmit } from './useAppointmentSubmit';

const FORM = 'appointment';

/** Step 1: the form of spec 3, pre-filled from local storage ('video_appointment'), with 'Submit'. */
export function AppointmentFormStep({ product }: { product: ReservableProduct }) {
  const { submit, prepareCaptcha, verifying } = useAppointmentSubmit(product);
  // Read once per opening: what the shopper sent last time.
  const [initialValues] = useState(restoreAppointment);

  useEffect(prepareCaptcha, [prepareCaptcha]);

  return (
    <Formik<AppointmentValues>
      initialValues={initialValues}
      validationSchema={appointmentSchema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const message = await submit(values);
        if (message) setStatus(message);
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="service-step" aria-label="Your details" noValidate>
          <FocusFirstError />
          <p className="service-step__lead">
            Discover the <strong>{product.name}</strong> (reference {product.sku}) with one of our
            specialists, by video. Leave your details and we will propose a time.
          </p>
          <FormField
            idPrefix={FORM}
            as="select"
            name="civility"
            label="Title"
            placeholder="Please select"
            options={CIVILITIES}
            required
          />
          <div className="service-grid">
            <FormField
              idPrefix={FORM}
              name="customer_firstname"
              label="First Name"
              autoComplete="given-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_lastname"
              label="Last Name"
              autoComplete="family-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <FormField
              idPrefix={FORM}
              name="customer_phone"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              required
            />
          </div>
          <CheckboxField idPrefix={FORM} name="newsletter">
            Sign up for our newsletter
          </CheckboxField>
          <CheckboxField idPrefix={FORM} name="terms" required>
            I accept the terms and conditions and the privacy policy
          </CheckboxField>
          <SubmitStatus error={typeof status === 'string' ? status : null} verifying={verifying} />
          <div className="service-actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Submit
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
