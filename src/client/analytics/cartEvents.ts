import type { UnknownAction } from '@reduxjs/toolkit';
import {
  giftBoxAdded,
  giftBoxRemoved,
  giftMessageRemoved,
  giftMessageSaved,
  miniCartOpened,
  productAddedToCart,
} from '../lib/cart-events';

import type { DataLayerEvent } from './dataLayer';

type CartEvent = DataLayerEvent;
const level = (itemId: 'orderLevel' | number) => (itemId === 'orderLevel' ? 'order' : 'item');

/** The data-layer events of the cart actions (pure); part of the one action -> events map. */
export function cartActionToEvents(action: UnknownAction): CartEvent[] {
  if (miniCartOpened.match(action)) {
    return [{ event: 'minicart_items', currency: action.payload.currency, items: action.payload.items }];
  }
  if (productAddedToCart.match(action)) return [{ event: 'add_to_cart', ...action.payload }];
  if (giftBoxAdded.match(action)) return [{ event: 'gift_box', action: 'add', sku: action.payload.sku }];
  if (giftBoxRemoved.match(action)) return [{ event: 'gift_box', action: 'remove', sku: action.payload.sku }];
  if (giftMessageSaved.match(action)) {
    return [{ event: 'gift_message', action: 'save', level: level(action.payload.itemId) }];
  }
  if (giftMessageRemoved.match(action)) {
    return [{ event: 'gift_message', action: 'remove', level: level(action.payload.itemId) }];
  }
  return [];
}
