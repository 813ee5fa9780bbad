import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../../analytics/dataLayerEvent';

/** Dispatched only when the server answered exactly `true`: a piece is held in the boutique. */
export const productReserved = createAction<{ sku: string; shopId: number }>('reservation/productReserved');

export const reservationActionToEvents: ActionToEvents = (action) =>
  productReserved.match(action)
    ? [{ event: 'reservation', sku: action.payload.sku, shop_id: action.payload.shopId }]
    : [];
