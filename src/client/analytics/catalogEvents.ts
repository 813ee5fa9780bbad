import type { UnknownAction } from '@reduxjs/toolkit';
import { toMajor } from '../../common/money';
import { productListItemClicked, productListViewed, type ListedProduct } from '../lib/catalog-events';
import type { DataLayerEvent } from './dataLayer';

// Google's ecommerce item shape: the tag manager's templates read these names.
const ecommerceItem = (list: string, product: ListedProduct) => ({
  item_id: product.sku,
  item_name: product.name,
  item_brand_collection: product.collection,
  item_list_name: list,
  index: product.position,
  price: toMajor(product.price.amount, product.price.currency),
});

/** The data-layer events of product lists (pure): impressions and clicks. */
export function catalogActionToEvents(action: UnknownAction): DataLayerEvent[] {
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
}
