import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../../analytics/dataLayerEvent';

/** A video appointment was requested (spec 7: "video appointment (sku)"). */
export const videoAppointmentRequested = createAction<{ sku: string }>(
  'appointment/videoAppointmentRequested',
);

export const appointmentActionToEvents: ActionToEvents = (action) =>
  videoAppointmentRequested.match(action) ? [{ event: 'video_appointment', sku: action.payload.sku }] : [];
