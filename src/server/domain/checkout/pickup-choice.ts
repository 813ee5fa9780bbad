import { PICKUP } from '../../../../config/checkout';
import {
  formatPickupDisplay,
  fromPickupValue,
  isPickupDateAllowed,
  isPickupTimeAllowed,
  pickupWindow,
  todayInTimeZone,
} from '../../../common/checkout/pickup';
import { InvalidInput } from '../errors';
import { apiMessage, type ApiMessage } from '../i18n/api-message';
import { CHECKOUT_TEXTS as T } from './checkout-texts';

export const PICKUP_FIELD = 'body.addressInformation.extension_attributes.shipping_information';

/** A checked pickup: the ISO date (stored) and the time (one of the configured options). */
export interface PickupChoice {
  date: string;
  time: string;
}

const invalid = (name: 'pickup_date' | 'pickup_time', message: ApiMessage) =>
  new InvalidInput(message, `${PICKUP_FIELD}.${name}`);

/**
 * Spec 5 (Pickup date and time), enforced by the server: a real yy-mm-dd date from today + 7 to today + 29
 * days, "today" being the store's day (a Tokyo shopper at 00:30 is already on the next day), and one of
 * the configured times.
 */
export function checkPickupChoice(
  info: { pickup_date: string; pickup_time: string } | undefined,
  timeZone: string,
  now: Date,
): PickupChoice {
  if (!info) throw invalid('pickup_date', T.pickupMissing);
  const date = fromPickupValue(info.pickup_date);
  if (!date) throw invalid('pickup_date', T.pickupNotADate);
  const today = todayInTimeZone(timeZone, now);
  if (!isPickupDateAllowed(date, today, PICKUP.minDays, PICKUP.maxDays)) {
    const { first, last } = pickupWindow(today, PICKUP.minDays, PICKUP.maxDays);
    throw invalid(
      'pickup_date',
      apiMessage(T.pickupWindow, { first: formatPickupDisplay(first), last: formatPickupDisplay(last) }),
    );
  }
  if (!isPickupTimeAllowed(info.pickup_time, PICKUP.timeOptions)) {
    throw invalid('pickup_time', apiMessage(T.pickupTime, { times: PICKUP.timeOptions.join(', ') }));
  }
  return { date, time: info.pickup_time };
}

/** At order time the saved pickup must still be ahead: a cart left for a week may have slipped out. */
export function isPickupStillAllowed(choice: PickupChoice, timeZone: string, now: Date): boolean {
  const today = todayInTimeZone(timeZone, now);
  return (
    isPickupDateAllowed(choice.date, today, PICKUP.minDays, PICKUP.maxDays) &&
    isPickupTimeAllowed(choice.time, PICKUP.timeOptions)
  );
}
