/** Helpers for the cart page's tests: a remembered guest cart and answers built from the contract's examples. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Cart, CartItem, CheckoutConfig, GiftMessage } from '../../api/cart';
import type { AppStore } from '../../app/store';
import { contractExample } from '../../test-utils';

export const MASKED_ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';
export const CART_PAGE = '/en-int/checkout/cart';

export const rememberGuestCart = (id = MASKED_ID) => window.localStorage.setItem('caseback_cart_en-int', id);

export const exampleCart = (): Cart => structuredClone(contractExample('getGuestCart')) as Cart;
export const exampleConfig = (): CheckoutConfig =>
  structuredClone(contractExample('getCheckoutConfig')) as CheckoutConfig;

export function cartWith(overrides: Partial<Cart>, item: Partial<CartItem> = {}): Cart {
  const cart = exampleCart();
  return {
    ...cart,
    ...overrides,
    items: (overrides.items ?? cart.items).map((line) => ({ ...line, ...item })),
  };
}

export const noGiftMessage: GiftMessage = { recipient: '', sender: '', message: '' };

/** The actions components dispatch (analytics maps them to data-layer events). */
export function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    seen.push(action);
    return dispatch(action);
  }) as AppStore['dispatch'];
  return seen;
}
