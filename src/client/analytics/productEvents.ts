import type { UnknownAction } from '@reduxjs/toolkit';
import { backInStockSubscribed } from '../lib/product-events';
import type { DataLayerEvent } from './dataLayer';

/** The data-layer events of the product page's actions (pure); part of the one action -> events map. */
export function productActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (backInStockSubscribed.match(action)) {
    return [{ event: 'back_in_stock_subscription', sku: action.payload.sku, name: action.payload.name }];
  }
  return [];
}
