import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/** The warranty check answered: the warranty's status, or `failure` (success false, or the call failed). */
export const warrantyChecked = createAction<{ watchId: number; status: 'valid' | 'expired' | 'failure' }>(
  'myWatches/warrantyChecked',
);

/** The server has the strap in the cart; dispatched just before the browser leaves for the cart. */
export const strapAddedToCart = createAction<{ watchId: number; sku: string; name: string; qty: number }>(
  'myWatches/strapAddedToCart',
);

export const myWatchesActionToEvents: ActionToEvents = (action) => {
  if (warrantyChecked.match(action)) {
    const { watchId, status } = action.payload;
    return [{ event: 'warranty_check', watch_id: watchId, warranty_status: status }];
  }
  if (strapAddedToCart.match(action)) {
    const { watchId, sku, name, qty } = action.payload;
    return [{ event: 'strap_add_to_cart', watch_id: watchId, sku, name, qty }];
  }
  return [];
};
