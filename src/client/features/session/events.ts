import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents, UserMeta } from '../../analytics/dataLayerEvent';

/** The 'User Meta' record of spec 4 is known: fresh from the server, cached, or the not-logged-in default. */
export const userMetaResolved = createAction<UserMeta>('session/userMetaResolved');

/** 'User Meta' spreads the record after the event name. */
export const sessionActionToEvents: ActionToEvents = (action) =>
  userMetaResolved.match(action) ? [{ event: 'User Meta', ...action.payload }] : [];
