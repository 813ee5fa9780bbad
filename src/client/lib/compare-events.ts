import { createAction } from '@reduxjs/toolkit';

/*
 * Product comparison events analytics reports (spec 7: compare). Shared code, because the compare button
 * (a shared component) and the compare page (a feature) both dispatch them and analytics may import neither.
 */
export interface CompareProduct {
  sku: string;
  name: string;
}

/** Dispatched once the server has the product in the list. */
export const compareProductAdded = createAction<CompareProduct>('compare/productAdded');
export const compareProductRemoved = createAction<CompareProduct>('compare/productRemoved');
/** Every product left the list at once ('Clear all'). */
export const compareListCleared = createAction<{ products: CompareProduct[] }>('compare/listCleared');
