import { useSaveReservationMutation } from '../../../api/reservation';
import { useAppDispatch } from '../../../app/hooks';
import { productReserved } from './events';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from './reservableProduct';
import { reservationRequest, type ReservationValues } from './reservationSchema';
import { useProtectedSubmit } from './useProtectedSubmit';

export interface ReservationSubmit {
  /** Sends the reservation; resolves to the message to show, or null when the piece is held (step 3). */
  submit: (values: ReservationValues, shopId: number) => Promise<string | null>;
  prepareCaptcha: () => void;
  verifying: boolean;
}

/** A reservation answered exactly `true` dispatches `productReserved`, which moves the flow to step 3. */
export function useReservationSubmit(product: ReservableProduct): ReservationSubmit {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const { send, prepareCaptcha, verifying } = useProtectedSubmit();
  const [save] = useSaveReservationMutation();

  const submit = async (values: ReservationValues, shopId: number) => {
    const message = await send(({ recaptcha, formKey }) =>
      save({
        storeCode,
        'X-Form-Key': formKey,
        reservationRequest: reservationRequest(values, { shopId, productId: product.id }, recaptcha),
      }),
    );
    if (message === null) dispatch(productReserved({ sku: product.sku, shopId }));
    return message;
  };

  return { submit, prepareCaptcha, verifying };
}
