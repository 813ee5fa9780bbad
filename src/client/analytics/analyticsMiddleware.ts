import { isAction, type Middleware } from '@reduxjs/toolkit';
import { pushToDataLayer } from './dataLayer';
import { mapActionToEvents } from './mapActionToEvents';

/** Pushes the events an action maps to, after the reducers have seen it. */
export const analyticsMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (isAction(action)) pushToDataLayer(mapActionToEvents(action));
  return result;
};
