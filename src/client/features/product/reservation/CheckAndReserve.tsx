import { Suspense, useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ProductDetail, ProductVariant } from '../../../api/catalog';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LazyReservationModal } from './LazyReservationModal';
import { reservableItem } from './reservableProduct';
import { reservationClosed, reservationOpened, selectReservationOpen, shopChosen } from './reservationSlice';
import { reservationButtonMessages as m } from './buttonMessages';
import './services.css';

interface CheckAndReserveProps {
  product: ProductDetail;
  variant: ProductVariant | null;
}

/** Spec 2.3: the 'Check & Reserve' button, which opens the reservation modal (loaded on first open). */
export function CheckAndReserve({ product, variant }: CheckAndReserveProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectReservationOpen);
  const item = reservableItem(product, variant);
  const hintId = useId();

  // Leaving the product page closes the flow: the next page starts without a modal.
  useEffect(() => () => void dispatch(reservationClosed()), [dispatch]);

  // `?reserve={shop id}` (a store locator shop page's 'Check & Reserve'): the flow opens on arrival with that
  // boutique chosen, once per visit of the page (closing it leaves it closed; another option does not reopen it).
  const [params] = useSearchParams();
  const { key: visit } = useLocation();
  const reserveIn = Number(params.get('reserve'));
  const reservable = useRef(item !== null);
  useEffect(() => {
    reservable.current = item !== null;
  });
  useEffect(() => {
    if (!Number.isInteger(reserveIn) || reserveIn < 1 || !reservable.current) return;
    dispatch(reservationOpened());
    dispatch(shopChosen(reserveIn));
  }, [dispatch, reserveIn, visit]);

  return (
    <div className="product-service">
      <button
        type="button"
        className="button button--secondary product-service__button"
        disabled={!item}
        aria-describedby={item ? undefined : hintId}
        aria-haspopup="dialog"
        onClick={() => dispatch(reservationOpened())}
      >
        <FormattedMessage {...m.title} />
      </button>
      {item ? null : (
        <p id={hintId} className="product-service__hint">
          <FormattedMessage {...m.hint} />
        </p>
      )}
      {open && item ? (
        <Suspense fallback={null}>
          <LazyReservationModal product={item} />
        </Suspense>
      ) : null}
    </div>
  );
}
