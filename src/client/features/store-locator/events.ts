import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/** A search of the store locator answered (the term as applied, and how many boutiques it found). */
export const storeLocatorSearched = createAction<{ term: string; results: number }>('storeLocator/searched');

/** A boutique chosen in the list or by its marker on the map. */
export const storeLocatorShopSelected = createAction<{ id: number; name: string; source: 'list' | 'map' }>(
  'storeLocator/shopSelected',
);

/** A boutique's page shown (once per visit of the page, with the boutique it names). */
export const storeLocatorShopViewed = createAction<{ id: number; name: string }>('storeLocator/shopViewed');

export const storeLocatorActionToEvents: ActionToEvents = (action) => {
  if (storeLocatorSearched.match(action)) {
    const { term, results } = action.payload;
    return [{ event: 'store_locator', action: 'search', search_term: term, results }];
  }
  if (storeLocatorShopSelected.match(action)) {
    const { id, name, source } = action.payload;
    return [{ event: 'store_locator', action: 'shop_selected', shop_id: id, shop_name: name, source }];
  }
  if (storeLocatorShopViewed.match(action)) {
    const { id, name } = action.payload;
    return [{ event: 'store_locator', action: 'shop_page_view', shop_id: id, shop_name: name }];
  }
  return [];
};
