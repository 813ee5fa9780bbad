import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductDetail, ProductVariant } from '../../../api/catalog';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { appointmentItem } from '../reservation/reservableProduct';
import '../reservation/services.css';
import { selectAppointmentOpen, videoAppointmentClosed, videoAppointmentOpened } from './appointmentSlice';
import { LazyAppointmentModal } from './LazyAppointmentModal';
import { appointmentButtonMessages as m } from './buttonMessages';

interface VideoAppointmentProps {
  product: ProductDetail;
  variant: ProductVariant | null;
}

/** Spec 2.3: the video appointment widget, which opens its modal (loaded on first open). */
export function VideoAppointment({ product, variant }: VideoAppointmentProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAppointmentOpen);

  useEffect(() => () => void dispatch(videoAppointmentClosed()), [dispatch]);

  return (
    <div className="product-service product-service--appointment">
      <p className="product-service__hint">
        <FormattedMessage {...m.hint} />
      </p>
      <button
        type="button"
        className="button button--secondary product-service__button"
        aria-haspopup="dialog"
        onClick={() => dispatch(videoAppointmentOpened())}
      >
        <FormattedMessage {...m.open} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyAppointmentModal product={appointmentItem(product, variant)} />
        </Suspense>
      ) : null}
    </div>
  );
}
