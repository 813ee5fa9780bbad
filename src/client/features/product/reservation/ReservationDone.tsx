import { FormattedMessage } from 'react-intl';
import { useGetReservationShopQuery } from '../../../api/reservation';
import { useAppDispatch } from '../../../app/hooks';
import { useStoreCode } from '../../../lib/store-config';
import { reservationMessages, serviceMessages } from './messages';
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
      <p className="service-done__title">
        <FormattedMessage {...reservationMessages.doneTitle} />
      </p>
      <p>
        <FormattedMessage
          {...reservationMessages.doneText}
          values={{
            shopKnown: shop ? 'yes' : 'no',
            shop: shop?.name ?? '',
            product: product.name,
            sku: product.sku,
            emailKnown: email.trim() ? 'yes' : 'no',
            email: email.trim(),
          }}
        />
      </p>
      <div className="service-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(reservationClosed())}
        >
          <FormattedMessage {...serviceMessages.close} />
        </button>
      </div>
    </div>
  );
}
