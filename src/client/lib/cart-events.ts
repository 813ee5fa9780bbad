import { createAction } from '@reduxjs/toolkit';

/*
 * Cart events that analytics reports (spec 7: gift box, gift message, mini-cart items). They live in shared
 * code because analytics may not import the features that dispatch them.
 */
export interface MiniCartItemSummary {
  product_sku: string;
  product_name: string;
  qty: number;
  product_price_value: number;
}

export const miniCartOpened = createAction<{ items: MiniCartItemSummary[]; currency: string }>(
  'cart/miniCartOpened',
);
export const productAddedToCart = createAction<{ sku: string; name: string; qty: number }>(
  'cart/productAdded',
);
export const giftBoxAdded = createAction<{ sku: string }>('cart/giftBoxAdded');
export const giftBoxRemoved = createAction<{ sku: string }>('cart/giftBoxRemoved');
/** 'orderLevel' is the whole order, otherwise the cart item id (spec 3). */
export const giftMessageSaved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageSaved');
export const giftMessageRemoved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageRemoved');
