import type { UnknownAction } from '@reduxjs/toolkit';
import {
  compareListCleared,
  compareProductAdded,
  compareProductRemoved,
  type CompareProduct,
} from '../lib/compare-events';
import type { DataLayerEvent } from './dataLayer';

const ecommerce = (products: readonly CompareProduct[]) => ({
  items: products.map(({ sku, name }) => ({ item_id: sku, item_name: name })),
});

/** The data-layer events of the comparison actions (pure); part of the one action -> events map. */
export function compareActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (compareProductAdded.match(action)) {
    return [{ event: 'compare_add', ecommerce: ecommerce([action.payload]) }];
  }
  if (compareProductRemoved.match(action)) {
    return [{ event: 'compare_remove', ecommerce: ecommerce([action.payload]) }];
  }
  if (compareListCleared.match(action) && action.payload.products.length) {
    return [{ event: 'compare_remove', ecommerce: ecommerce(action.payload.products) }];
  }
  return [];
}
