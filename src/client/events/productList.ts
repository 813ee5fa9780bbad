import { createAction } from '@reduxjs/toolkit';
import { toMajor } from '../../common/money';
import type { EcommerceListItem } from '../analytics/commerceEvents';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/*
 * Product-list events (product impressions and clicks from lists), dispatched by the product cards and grids
 * of `components/ProductCard` wherever a feature shows a list. The price is in minor units, as everywhere in
 * the app; the map converts it for the tag manager.
 */
export interface ListedProduct {
  sku: string;
  name: string;
  /** 1-based place in the list as the shopper sees it. */
  position: number;
  price: { currency: string; amount: number };
  collection: string | null;
}

/** A list of products was shown (a category page, search results, a home carousel). */
export const productListViewed = createAction<{ list: string; products: ListedProduct[] }>(
  'catalog/productListViewed',
);

/** The shopper opened a product from a list. */
export const productListItemClicked = createAction<{ list: string; product: ListedProduct }>(
  'catalog/productListItemClicked',
);

// Google's ecommerce item shape: the tag manager's templates read these names.
const ecommerceItem = (list: string, product: ListedProduct): EcommerceListItem => ({
  item_id: product.sku,
  item_name: product.name,
  item_brand_collection: product.collection,
  item_list_name: list,
  index: product.position,
  price: toMajor(product.price.amount, product.price.currency),
});

export const productListActionToEvents: ActionToEvents = (action) => {
  if (productListViewed.match(action)) {
    const { list, products } = action.payload;
    if (!products.length) return [];
    return [
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: list,
          currency: products[0]!.price.currency,
          items: products.map((product) => ecommerceItem(list, product)),
        },
      },
    ];
  }
  if (productListItemClicked.match(action)) {
    const { list, product } = action.payload;
    return [
      {
        event: 'select_item',
        ecommerce: {
          item_list_name: list,
          currency: product.price.currency,
          items: [ecommerceItem(list, product)],
        },
      },
    ];
  }
  return [];
};
