import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Dialog } from '../../../components/Dialog/Dialog';
import { useStoreConfig } from '../../../lib/store-config';
import type { ReservableProduct } from '../reservation/reservableProduct';
import { AppointmentFormStep } from './AppointmentFormStep';
import { selectAppointmentStep, videoAppointmentClosed } from './appointmentSlice';

/** Spec 2.5: 'Make an online appointment with the {brand} Team'; the form, then the success message. */
export function VideoAppointmentModal({ product }: { product: ReservableProduct }) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectAppointmentStep);
  const { brand } = useStoreConfig();
  const close = () => dispatch(videoAppointmentClosed());

  return (
    <Dialog
      title={`Make an online appointment with the ${brand.name} Team`}
      focusKey={step}
      onClose={close}
      className="service-modal"
    >
      {step === 1 ? (
        <AppointmentFormStep product={product} />
      ) : (
        <div className="service-step service-done">
          <p className="service-done__title">Thank you. Your request has been sent.</p>
          <p>
            A member of the {brand.name} Team will contact you shortly to arrange your online appointment
            about the {product.name}. A confirmation is on its way to your inbox.
          </p>
          <div className="service-actions">
            <button type="button" className="button button--primary" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
