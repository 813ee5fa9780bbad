import { createAction } from '@reduxjs/toolkit';

/*
 * Product-page events that analytics reports (spec 7). They live in shared code because analytics may not
 * import the features that dispatch them.
 */

/** Spec 3 "Out-of-stock subscription": on success, the product's sku and name. */
export const backInStockSubscribed = createAction<{ sku: string; name: string }>(
  'product/backInStockSubscribed',
);
