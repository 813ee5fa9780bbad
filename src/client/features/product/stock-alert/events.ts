import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../../analytics/dataLayerEvent';

/** Spec 3 "Out-of-stock subscription": on success, the product's sku and name. */
export const backInStockSubscribed = createAction<{ sku: string; name: string }>(
  'product/backInStockSubscribed',
);

export const stockAlertActionToEvents: ActionToEvents = (action) =>
  backInStockSubscribed.match(action)
    ? [{ event: 'back_in_stock_subscription', sku: action.payload.sku, name: action.payload.name }]
    : [];
