import type { UnknownAction } from '@reduxjs/toolkit';
import { engravingConditionsAnswered, productVariationAddedToCart } from '../lib/product-options-events';
import type { DataLayerEvent } from './dataLayer';

/**
 * The data-layer events of the product page's options (pure): 'engraving' when the conditions are answered and
 * when an engraved watch goes to the cart, and 'add_to_cart' carrying the variation.
 */
export function productOptionActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (engravingConditionsAnswered.match(action)) {
    return [{ event: 'engraving', conditions: action.payload.conditions, sku: action.payload.sku }];
  }
  if (productVariationAddedToCart.match(action)) {
    const { engravings, ...added } = action.payload;
    const events: DataLayerEvent[] = [{ event: 'add_to_cart', ...added }];
    if (engravings.length) {
      events.push({
        event: 'engraving',
        action: 'add_to_cart',
        sku: added.parent_sku ?? added.sku,
        engravings: engravings.map((value) => ({ value })),
      });
    }
    return events;
  }
  return [];
}
