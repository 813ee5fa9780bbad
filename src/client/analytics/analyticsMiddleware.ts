import { isAction, type Middleware } from '@reduxjs/toolkit';
import { combineActionMaps } from './combineActionMaps';
import { pushToDataLayer } from './dataLayer';
import type { ActionToEvents } from './dataLayerEvent';

/**
 * Pushes the events an action maps to, after the reducers have seen it. The maps are handed in by `app/`,
 * which composes those of the features and of `events/`: analytics itself knows no feature.
 */
export function createAnalyticsMiddleware(maps: readonly ActionToEvents[]): Middleware {
  const mapActionToEvents = combineActionMaps(maps);
  return () => (next) => (action) => {
    const result = next(action);
    if (isAction(action)) pushToDataLayer(mapActionToEvents(action));
    return result;
  };
}
