import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { DraftKeeper } from './DraftKeeper';
import { FocusFirstError } from './FocusFirstError';
import type { ReservableProduct } from './reservableProduct';
import { reservationSchema, type ReservationValues } from './reservationSchema';
import { previousStepRequested } from './reservationSlice';
import { CheckboxField } from '../../../components/FormField/CheckboxField';
import { FormField } from '../../../components/FormField/FormField';
import { ShopAddress } from './ShopAddress';
import { SubmitStatus } from './SubmitStatus';
import { useReservationSubmit } from './useReservationSubmit';

const FORM = 'reservation';

interface ReservationFormStepProps {
  product: ReservableProduct;
  shopId: number;
  initialValues: ReservationValues;
  onDraft: (values: ReservationValues) => void;
}

/** Step 2: who reserves. 'Previous Step' goes back to the boutique; 'Submit' reserves (spec 2.4). */
export function ReservationFormStep({ product, shopId, initialValues, onDraft }: ReservationFormStepProps) {
  const dispatch = useAppDispatch();
  const { submit, prepareCaptcha, verifying } = useReservationSubmit(product);

  // The proof of work starts while the shopper types, so that 'Submit' rarely waits for it.
  useEffect(prepareCaptcha, [prepareCaptcha]);

  return (
    <Formik<ReservationValues>
      initialValues={initialValues}
      validationSchema={reservationSchema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const message = await submit(values, shopId);
        if (message) setStatus(message);
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="service-step" aria-label="Your details" noValidate>
          <DraftKeeper onChange={onDraft} />
          <FocusFirstError />
          <ShopAddress shopId={shopId} />
          <div className="service-grid">
            <FormField
              idPrefix={FORM}
              name="firstname"
              label="First Name"
              autoComplete="given-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="lastname"
              label="Last Name"
              autoComplete="family-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <FormField
              idPrefix={FORM}
              name="telephone"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              required
            />
          </div>
          <FormField idPrefix={FORM} name="message" label="Message to the boutique" as="textarea" />
          <CheckboxField idPrefix={FORM} name="newsletter">
            Sign up for our newsletter
          </CheckboxField>
          <CheckboxField idPrefix={FORM} name="terms" required>
            I accept the terms and conditions and the privacy policy
          </CheckboxField>
          <SubmitStatus error={typeof status === 'string' ? status : null} verifying={verifying} />
          <div className="service-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={isSubmitting}
              onClick={() => dispatch(previousStepRequested())}
            >
              Previous Step
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Submit
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
