import { useGetReservationShopQuery } from '../../../api/reservation';
import { useAppDispatch } from '../../../app/hooks';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from './reservableProduct';
import { reservationClosed } from './reservationSlice';

interface ReservationDoneProps {
  product: ReservableProduct;
  shopId: number;
  email: string;
}

/** Step 3: the confirmation, with 'Close' as its only button (spec 2.4). */
export function ReservationDone({ product, shopId, email }: ReservationDoneProps) {
  const dispatch = useAppDispatch();
  const storeCode = useStoreCode();
  // Already in the cache from step 1: "kept once fetched".
  const { data: shop } = useGetReservationShopQuery({ storeCode, shopId });
  return (
    <div className="service-step service-done">
      <p className="service-done__title">Thank you. Your reservation is confirmed.</p>
      <p>
        {shop ? shop.name : 'The boutique'} is holding the {product.name} (reference {product.sku}) for you. A
        confirmation has been sent to {email.trim() || 'your e-mail address'}; the boutique will contact you
        to arrange your visit.
      </p>
      <div className="service-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(reservationClosed())}
        >
          Close
        </button>
      </div>
    </div>
  );
}
