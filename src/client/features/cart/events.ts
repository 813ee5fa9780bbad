import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/* The cart page's gift box and gift messages (spec 7). */
export const giftBoxAdded = createAction<{ sku: string }>('cart/giftBoxAdded');
export const giftBoxRemoved = createAction<{ sku: string }>('cart/giftBoxRemoved');
/** 'orderLevel' is the whole order, otherwise the cart item id (spec 3). */
export const giftMessageSaved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageSaved');
export const giftMessageRemoved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageRemoved');

const level = (itemId: 'orderLevel' | number) => (itemId === 'orderLevel' ? 'order' : 'item');

export const cartActionToEvents: ActionToEvents = (action) => {
  if (giftBoxAdded.match(action)) return [{ event: 'gift_box', action: 'add', sku: action.payload.sku }];
  if (giftBoxRemoved.match(action)) return [{ event: 'gift_box', action: 'remove', sku: action.payload.sku }];
  if (giftMessageSaved.match(action)) {
    return [{ event: 'gift_message', action: 'save', level: level(action.payload.itemId) }];
  }
  if (giftMessageRemoved.match(action)) {
    return [{ event: 'gift_message', action: 'remove', level: level(action.payload.itemId) }];
  }
  return [];
};
