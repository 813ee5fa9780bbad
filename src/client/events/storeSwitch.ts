import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/*
 * The store switcher used (spec 2.1). Shared, because the header's Settings tab and the footer hold the same
 * switcher (components/StoreSwitcher).
 */
export const storeSwitched = createAction<{ from: string; to: string }>('store/switched');

export const storeSwitchActionToEvents: ActionToEvents = (action) => {
  if (!storeSwitched.match(action)) return [];
  return [{ event: 'store_switch', from_store: action.payload.from, to_store: action.payload.to }];
};
