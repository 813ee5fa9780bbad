import { useCaptchaSolver } from '../../../api/captcha';
import {
  isExactlyTrue,
  submitErrorMessage,
  SUBMIT_FALLBACK_MESSAGE,
  useSaveReservationMutation,
} from '../../../api/reservation';
import { useAppDispatch } from '../../../app/hooks';
import { productReserved } from '../../../lib/appointment-events';
import { useFormKey } from '../../../lib/form-key';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from './reservableProduct';
import { reservationRequest, type ReservationValues } from './reservationSchema';

export interface ReservationSubmit {
  /** Sends the reservation; resolves to the message to show, or null when the piece is held (step 3). */
  submit: (values: ReservationValues, shopId: number) => Promise<string | null>;
  prepareCaptcha: () => void;
  verifying: boolean;
}

/**
 * The captcha is solved first ('Verifying…'), then the reservation is sent. Only an answer of exactly `true`
 * is a reservation (spec 7): it dispatches `productReserved`, which moves the flow to step 3.
 */
export function useReservationSubmit(product: ReservableProduct): ReservationSubmit {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const captcha = useCaptchaSolver(storeCode);
  const [save] = useSaveReservationMutation();

  const submit = async (values: ReservationValues, shopId: number): Promise<string | null> => {
    let recaptcha: string;
    try {
      recaptcha = await captcha.take();
    } catch {
      return SUBMIT_FALLBACK_MESSAGE;
    }
    const result = await save({
      storeCode,
      'X-Form-Key': await formKey(),
      reservationRequest: reservationRequest(values, { shopId, productId: product.id }, recaptcha),
    });
    const answer: unknown = 'data' in result ? result.data : undefined;
    if (isExactlyTrue(answer)) {
      dispatch(productReserved({ sku: product.sku, shopId }));
      return null;
    }
    // The solution is spent either way: start the next one for the shopper's second try.
    captcha.prepare();
    return submitErrorMessage('error' in result ? result.error : answer);
  };

  return { submit, prepareCaptcha: captcha.prepare, verifying: captcha.verifying };
}
