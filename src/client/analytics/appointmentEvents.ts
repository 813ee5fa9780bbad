import type { UnknownAction } from '@reduxjs/toolkit';
import { productReserved, videoAppointmentRequested } from '../lib/appointment-events';
import type { DataLayerEvent } from './dataLayer';

/** The data-layer events of the product page's services (pure); part of the one action -> events map. */
export function appointmentActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (videoAppointmentRequested.match(action))
    return [{ event: 'video_appointment', sku: action.payload.sku }];
  if (productReserved.match(action)) {
    return [{ event: 'reservation', sku: action.payload.sku, shop_id: action.payload.shopId }];
  }
  return [];
}
