import { createAction } from '@reduxjs/toolkit';

/*
 * Product-list events that analytics reports (issue 4: product impressions and clicks from lists). The price
 * is in minor units, as everywhere in the app; analytics converts it for the tag manager.
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
