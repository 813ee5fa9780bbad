import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../components/Dialog/Dialog';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { reservationButtonMessages } from './buttonMessages';
import { reservationMessages } from './messages';
import type { ReservableProduct } from './reservableProduct';
import { ReservationDone } from './ReservationDone';
import { ReservationFormStep } from './ReservationFormStep';
import { emptyReservationValues, type ReservationValues } from './reservationSchema';
import {
  RESERVATION_STEPS,
  reservationClosed,
  selectReservationShopId,
  selectReservationStep,
} from './reservationSlice';
import { ShopStep } from './ShopStep';

/** Spec 2.4: three steps under the subtitle 'Step {n} of 3'. */
export function ReservationModal({ product }: { product: ReservableProduct }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const step = useAppSelector(selectReservationStep);
  const shopId = useAppSelector(selectReservationShopId);
  // What the shopper typed survives a trip back to the boutique step (form state stays out of Redux).
  const [draft, keepDraft] = useState<ReservationValues>(emptyReservationValues);

  return (
    <Dialog
      title={intl.formatMessage(reservationButtonMessages.title)}
      subtitle={intl.formatMessage(reservationMessages.step, { step, total: RESERVATION_STEPS })}
      focusKey={step}
      onClose={() => dispatch(reservationClosed())}
      className="service-modal"
    >
      {step === 1 ? <ShopStep product={product} /> : null}
      {step === 2 && shopId !== null ? (
        <ReservationFormStep product={product} shopId={shopId} initialValues={draft} onDraft={keepDraft} />
      ) : null}
      {step === 3 && shopId !== null ? (
        <ReservationDone product={product} shopId={shopId} email={draft.email} />
      ) : null}
    </Dialog>
  );
}
