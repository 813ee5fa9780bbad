import { createAction } from '@reduxjs/toolkit';

/**
 * Checkout events analytics reports (spec 7: checkout steps by step code, 'order placed', express checkout).
 * Shared code, because analytics may not import the checkout feature that dispatches them.
 */
export const checkoutStepShown = createAction<{ code: string; number: number }>('checkout/stepShown');

export const expressCheckoutStarted = createAction<{ paymentMethod: string }>('checkout/expressStarted');

export interface PlacedOrderLine {
  sku: string;
  name: string;
  qty: number;
  /** Unit price in minor units. */
  price: number;
}

/** Dispatched synchronously just before the hand-off, so the event is pushed before the page is left. */
export const orderPlaced = createAction<{
  incrementId: string;
  paymentMethod: string;
  currency: string;
  /** Grand total in minor units. */
  grandTotal: number;
  items: PlacedOrderLine[];
}>('checkout/orderPlaced');
