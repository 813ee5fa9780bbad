import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { DraftKeeper } from './DraftKeeper';
import { FocusFirstError } from './FocusFirstError';
import type { ReservableProduct } from './reservableProduct';
import { reservationMessages, serviceMessages } from './messages';
import { makeReservationSchema, type ReservationValues } from './reservationSchema';
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
  const intl = useIntl();
  const schema = useMemo(() => makeReservationSchema(intl), [intl]);
  const { submit, prepareCaptcha, verifying } = useReservationSubmit(product);

  // The proof of work starts while the shopper types, so that 'Submit' rarely waits for it.
  useEffect(prepareCaptcha, [prepareCaptcha]);

  return (
    <Formik<ReservationValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const message = await submit(values, shopId);
        if (message) setStatus(message);
      }}
    >
      {({ isSubmitting, status }) => (
        <Form
          className="service-step"
          aria-label={intl.formatMessage(serviceMessages.yourDetails)}
          noValidate
        >
          <DraftKeeper onChange={onDraft} />
          <FocusFirstError />
          <ShopAddress shopId={shopId} />
          <div className="service-grid">
            <FormField
              idPrefix={FORM}
              name="firstname"
              label={intl.formatMessage(serviceMessages.firstName)}
              autoComplete="given-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="lastname"
              label={intl.formatMessage(serviceMessages.lastName)}
              autoComplete="family-name"
              required
            />
            <FormField
              idPrefix={FORM}
              name="email"
              label={intl.formatMessage(serviceMessages.email)}
              type="email"
              autoComplete="email"
              required
            />
            <FormField
              idPrefix={FORM}
              name="telephone"
              label={intl.formatMessage(serviceMessages.telephone)}
              type="tel"
              autoComplete="tel"
              required
            />
          </div>
          <FormField
            idPrefix={FORM}
            name="message"
            label={intl.formatMessage(reservationMessages.message)}
            as="textarea"
          />
          <CheckboxField idPrefix={FORM} name="newsletter">
            <FormattedMessage {...serviceMessages.newsletter} />
          </CheckboxField>
          <CheckboxField idPrefix={FORM} name="terms" required>
            <FormattedMessage {...serviceMessages.terms} />
          </CheckboxField>
          <SubmitStatus error={typeof status === 'string' ? status : null} verifying={verifying} />
          <div className="service-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={isSubmitting}
              onClick={() => dispatch(previousStepRequested())}
            >
              <FormattedMessage {...reservationMessages.previousStep} />
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              <FormattedMessage {...serviceMessages.submit} />
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
