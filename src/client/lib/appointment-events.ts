import { createAction } from '@reduxjs/toolkit';

/*
 * Product-page services that analytics reports (spec 7: "video appointment (sku)"; and the reservation). They
 * live in shared code because analytics may not import the product feature that dispatches them.
 */
export const videoAppointmentRequested = createAction<{ sku: string }>(
  'appointment/videoAppointmentRequested',
);
/** Dispatched only when the server answered exactly `true`: a piece is held in the boutique. */
export const productReserved = createAction<{ sku: string; shopId: number }>('reservation/productReserved');
