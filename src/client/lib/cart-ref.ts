import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Which cart the shopper has. A guest's cart is known only by the masked id the server answered when it was
 * created (its bearer key), so it is kept in localStorage per store; a signed-in customer always has the
 * 'mine' cart, which the server finds from the session.
 */
export type CartRef =
  { kind: 'guest'; storeCode: string; cartId: string } | { kind: 'mine'; storeCode: string };

const KEY_PREFIX = 'caseback_cart_';
const MASKED_ID = /^[A-Za-z0-9]{32}$/;

export const guestCartStorageKey = (storeCode: string): string => `${KEY_PREFIX}${storeCode}`;

// Components read the id through useSyncExternalStore, so every change here must reach them.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: called on every change made here and on changes made by other tabs. */
export function subscribeGuestCartId(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the shopper then simply has no remembered cart.
    return null;
  }
}

/** The guest cart's masked id for this store, or null when there is none (or the stored value is not one). */
export function readGuestCartId(storeCode: string): string | null {
  const value = storage()?.getItem(guestCartStorageKey(storeCode)) ?? null;
  return value && MASKED_ID.test(value) ? value : null;
}

export function rememberGuestCartId(storeCode: string, id: string): void {
  if (readGuestCartId(storeCode) === id) return;
  storage()?.setItem(guestCartStorageKey(storeCode), id);
  notify();
}

/** After an order, a sign-in merge, or a 404 for the id (expired, merged, ordered). */
export function forgetGuestCartId(storeCode: string): void {
  const store = storage();
  const key = guestCartStorageKey(storeCode);
  if (store?.getItem(key) === null) return;
  store?.removeItem(key);
  notify();
}

export const guestCartRef = (storeCode: string, cartId: string): CartRef => ({
  kind: 'guest',
  storeCode,
  cartId,
});
export const mineCartRef = (storeCode: string): CartRef => ({ kind: 'mine', storeCode });

/*
 * Cart events that analytics reports (spec 7: gift box, gift message, mini-cart items). They live beside the
 * cart reference, in shared code, because analytics may not import the features that dispatch them.
 */
export interface MiniCartItemSummary {
  product_sku: string;
  product_name: string;
  qty: number;
  product_price_value: number;
}

export const miniCartOpened = createAction<{ items: MiniCartItemSummary[]; currency: string }>(
  'cart/miniCartOpened',
);
export const productAddedToCart = createAction<{ sku: string; name: string; qty: number }>(
  'cart/productAdded',
);
export const giftBoxAdded = createAction<{ sku: string }>('cart/giftBoxAdded');
export const giftBoxRemoved = createAction<{ sku: string }>('cart/giftBoxRemoved');
/** 'orderLevel' is the whole order, otherwise the cart item id (spec 3). */
export const giftMessageSaved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageSaved');
export const giftMessageRemoved = createAction<{ itemId: 'orderLevel' | number }>('cart/giftMessageRemoved');

type CartEvent = { event: string } & Record<string, unknown>;
const level = (itemId: 'orderLevel' | number) => (itemId === 'orderLevel' ? 'order' : 'item');

/**
 * The data-layer events of the cart actions above (pure), for analytics' one action -> events map to include:
 * `...cartActionToEvents(action)`.
 */
export function cartActionToEvents(action: UnknownAction): CartEvent[] {
  if (miniCartOpened.match(action)) {
    return [{ event: 'minicart_items', currency: action.payload.currency, items: action.payload.items }];
  }
  if (productAddedToCart.match(action)) return [{ event: 'add_to_cart', ...action.payload }];
  if (giftBoxAdded.match(action)) return [{ event: 'gift_box', action: 'add', sku: action.payload.sku }];
  if (giftBoxRemoved.match(action)) return [{ event: 'gift_box', action: 'remove', sku: action.payload.sku }];
  if (giftMessageSaved.match(action)) {
    return [{ event: 'gift_message', action: 'save', level: level(action.payload.itemId) }];
  }
  if (giftMessageRemoved.match(action)) {
    return [{ event: 'gift_message', action: 'remove', level: level(action.payload.itemId) }];
  }
  return [];
}
