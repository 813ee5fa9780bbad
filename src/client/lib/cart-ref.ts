/**
 * Which cart the shopper has. A guest's cart is known only by the masked id the server answered when it was
 * created (its bearer key), so it is kept in localStorage per store; a signed-in customer always has the
 * 'mine' cart, which the server finds from the session.
 */
import { CartIdParameter } from '../api/contract-facts';
export type CartRef =
  { kind: 'guest'; storeCode: string; cartId: string } | { kind: 'mine'; storeCode: string };

const KEY_PREFIX = 'caseback_cart_';
const MASKED_ID = CartIdParameter.pattern;

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
