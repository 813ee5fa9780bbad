import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/*
 * Wishlist events (spec 7: wishlist). Shared, because the wishlist button (a shared component on every product
 * card and page) adds and the wishlist page (a feature) removes. Items are named as spec 3's "Wishlist item":
 * the item's id (once it has one) and its product's name, with the product's SKU for the tag manager.
 */
export interface WishlistProduct {
  sku: string;
  name: string;
}

/** Dispatched once the server has the product in the wishlist. */
export const wishlistProductAdded = createAction<WishlistProduct>('wishlist/productAdded');
/** Dispatched when the shopper confirms a removal, just before the form post leaves the page. */
export const wishlistItemRemoved = createAction<WishlistProduct & { itemId: number }>('wishlist/itemRemoved');

export const wishlistActionToEvents: ActionToEvents = (action) => {
  if (wishlistProductAdded.match(action)) {
    const { sku, name } = action.payload;
    return [{ event: 'add_to_wishlist', ecommerce: { items: [{ item_id: sku, item_name: name }] } }];
  }
  if (wishlistItemRemoved.match(action)) {
    const { sku, name, itemId } = action.payload;
    return [
      {
        event: 'remove_from_wishlist',
        wishlist_item_id: itemId,
        ecommerce: { items: [{ item_id: sku, item_name: name }] },
      },
    ];
  }
  return [];
};
