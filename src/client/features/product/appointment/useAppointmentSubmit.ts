import { useSaveVideoAppointmentMutation } from '../../../api/reservation';
import { useAppDispatch } from '../../../app/hooks';
import { videoAppointmentRequested } from './events';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from '../reservation/reservableProduct';
import { useProtectedSubmit } from '../reservation/useProtectedSubmit';
import { rememberAppointment } from './appointmentStorage';
import { appointmentRequest, type AppointmentValues } from './appointmentValues';

export interface AppointmentSubmit {
  /** Sends the request; resolves to the message to show, or null on success (step 2). */
  submit: (values: AppointmentValues) => Promise<string | null>;
  prepareCaptcha: () => void;
  verifying: boolean;
}

/** Remembers the form, then sends it; `true` dispatches `videoAppointmentRequested` (spec 4, 7). */
export function useAppointmentSubmit(product: ReservableProduct): AppointmentSubmit {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const { send, prepareCaptcha, verifying } = useProtectedSubmit();
  const [save] = useSaveVideoAppointmentMutation();

  const submit = async (values: AppointmentValues) => {
    rememberAppointment(values);
    const message = await send(({ recaptcha, formKey }) =>
      save({
        storeCode,
        'X-Form-Key': formKey,
        videoAppointmentRequest: appointmentRequest(values, product.id, recaptcha),
      }),
    );
    if (message === null) dispatch(videoAppointmentRequested({ sku: product.sku }));
    return message;
  };

  return { submit, prepareCaptcha, verifying };
}
