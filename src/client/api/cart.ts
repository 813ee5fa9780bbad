/** The cart api: tagged endpoints, and hooks that pick the guest or the customer's cart. */
export * from './cart-endpoints';
export * from './cart-hooks';

export type { CartRef } from '../lib/cart-ref';
export type {
  Cart,
  CartItem,
  CartItemRequest,
  CheckoutConfig,
  Country,
  GiftBoxState,
  GiftMessage,
  PaymentMethod,
  Region,
  Totals,
  TotalSegment,
} from './cart.gen';
