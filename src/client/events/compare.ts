import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/*
 * Product comparison events (spec 7: compare). Shared, because the compare button (a shared component on
 * every product card and page) and the compare page (a feature) both dispatch them.
 */
export interface CompareProduct {
  sku: string;
  name: string;
}

/** Dispatched once the server has the product in the list. */
export const compareProductAdded = createAction<CompareProduct>('compare/productAdded');
export const compareProductRemoved = createAction<CompareProduct>('compare/productRemoved');
/** Every product left the list at once ('Clear all'). */
export const compareListCleared = createAction<{ products: CompareProduct[] }>('compare/listCleared');

const ecommerce = (products: readonly CompareProduct[]) => ({
  items: products.map(({ sku, name }) => ({ item_id: sku, item_name: name })),
});

export const compareActionToEvents: ActionToEvents = (action) => {
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
};
