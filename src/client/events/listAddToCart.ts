import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/*
 * A product added to the cart from a list item (`components/ProductCard`, shown by every product list). The
 * product page reports its own richer add (variation, options) from `features/product/events.ts`.
 */
export const productAddedToCart = createAction<{ sku: string; name: string; qty: number }>(
  'cart/productAdded',
);

export const listAddToCartActionToEvents: ActionToEvents = (action) =>
  productAddedToCart.match(action) ? [{ event: 'add_to_cart', ...action.payload }] : [];
