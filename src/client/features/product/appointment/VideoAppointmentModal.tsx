import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Dialog } from '../../../components/Dialog/Dialog';
import { useStoreConfig } from '../../../lib/store-config';
import type { ReservableProduct } from '../reservation/reservableProduct';
import { serviceMessages } from '../reservation/messages';
import { AppointmentFormStep } from './AppointmentFormStep';
import { appointmentMessages } from './messages';
import { selectAppointmentStep, videoAppointmentClosed } from './appointmentSlice';

/** Spec 2.5: 'Make an online appointment with the {brand} Team'; the form, then the success message. */
export function VideoAppointmentModal({ product }: { product: ReservableProduct }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const step = useAppSelector(selectAppointmentStep);
  const { brand } = useStoreConfig();
  const close = () => dispatch(videoAppointmentClosed());

  return (
    <Dialog
      title={intl.formatMessage(appointmentMessages.title, { brand: brand.name })}
      focusKey={step}
      onClose={close}
      className="service-modal"
    >
      {step === 1 ? (
        <AppointmentFormStep product={product} />
      ) : (
        <div className="service-step service-done">
          <p className="service-done__title">
            <FormattedMessage {...appointmentMessages.doneTitle} />
          </p>
          <p>
            <FormattedMessage
              {...appointmentMessages.doneText}
              values={{ brand: brand.name, product: product.name }}
            />
          </p>
          <div className="service-actions">
            <button type="button" className="button button--primary" onClick={close}>
              <FormattedMessage {...serviceMessages.close} />
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
