// Hooks that take the shopper's cart reference and call the guest or the 'mine' endpoint.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  forgetGuestCartId,
  guestCartRef,
  mineCartRef,
  readGuestCartId,
  rememberGuestCartId,
  subscribeGuestCartId,
  type CartRef,
} from '../lib/cart-ref';
import { useStoreCode } from '../lib/store-config';
import type { Cart, CartItemRequest, GiftMessage } from './cart.gen';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from './customer';
import { errorStatus } from './errors';
import { cartApi } from './cart-endpoints';
import { settledMutation } from './settledMutation';
import { type GiftBoxMethodParameter, type EnumOf } from './contract-facts';
/** The shopper's cart for the current store, and whether the customer section that decides it is loading. */
export function useCartRefStatus(): { ref: CartRef | null; isLoading: boolean; signedIn: boolean } {
  const storeCode = useStoreCode();
  const { data, isLoading } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const guestId = useSyncExternalStore(
    subscribeGuestCartId,
    () => readGuestCartId(storeCode),
    () => null,
  );
  const loggedIn = data?.customer?.is_logged_in === true;
  // The server merged the guest cart into the customer's at sign-in: its masked id is spent.
  useEffect(() => {
    if (loggedIn) forgetGuestCartId(storeCode);
  }, [loggedIn, storeCode]);
  const ref = useMemo(() => {
    if (loggedIn) return mineCartRef(storeCode);
    return guestId ? guestCartRef(storeCode, guestId) : null;
  }, [loggedIn, guestId, storeCode]);
  return useMemo(() => ({ ref, isLoading, signedIn: loggedIn }), [ref, isLoading, loggedIn]);
}

/** Which cart the shopper has: 'mine' when signed in, the remembered guest cart, or null (no cart yet). */
export const useCartRef = (): CartRef | null => useCartRefStatus().ref;

const guestArg = (ref: CartRef | SkipToken | null) =>
  ref && ref !== skipToken && ref.kind === 'guest'
    ? { storeCode: ref.storeCode, cartId: ref.cartId }
    : skipToken;
const mineArg = (ref: CartRef | SkipToken | null) =>
  ref && ref !== skipToken && ref.kind === 'mine' ? { storeCode: ref.storeCode } : skipToken;
const isMine = (ref: CartRef | SkipToken | null) => !!ref && ref !== skipToken && ref.kind === 'mine';

export function useCartQuery(ref: CartRef | SkipToken) {
  const guest = cartApi.useGetGuestCartQuery(guestArg(ref));
  const mine = cartApi.useGetMineCartQuery(mineArg(ref));
  return isMine(ref) ? mine : guest;
}

export function useCartTotalsQuery(ref: CartRef | SkipToken) {
  const guest = cartApi.useGetGuestCartTotalsQuery(guestArg(ref));
  const mine = cartApi.useGetMineCartTotalsQuery(mineArg(ref));
  return isMine(ref) ? mine : guest;
}

/** The order-level gift message (an item's own message is on the cart item). */
export function useGiftMessageQuery(ref: CartRef | SkipToken) {
  const guest = cartApi.useGetGuestGiftMessageQuery(guestArg(ref));
  const mine = cartApi.useGetMineGiftMessageQuery(mineArg(ref));
  return isMine(ref) ? mine : guest;
}

export const useCheckoutConfigQuery = (storeCode: string | SkipToken) =>
  cartApi.useGetCheckoutConfigQuery(storeCode === skipToken ? skipToken : { storeCode });

type AddToCartArg = { ref: CartRef | null; storeCode: string; cartItem: CartItemRequest['cartItem'] };

// One guest cart per store even when two adds race (a double click): they share the creation in flight.
const guestCartsInFlight = new Map<string, Promise<string>>();

/** What sends a cart's calls: the store's `dispatch` (the api layer takes it from its caller). */
type CartDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Adds a product to the shopper's cart: the customer's 'mine' cart, else the remembered guest cart, else a new
 * guest cart (created once, remembered). When the remembered cart turns out to be gone, it starts a new one.
 * A function of `dispatch`, not a hook: a list's every card has an add-to-cart button, and four mutation hooks
 * per card cost the category page's hydration more than anything else in the card (issue 18).
 */
export async function addToCart(
  dispatch: CartDispatch,
  { ref, storeCode, cartItem }: AddToCartArg,
): Promise<Cart> {
  const cartItemRequest = { cartItem };
  if (ref?.kind === 'mine') {
    return settledMutation(
      dispatch(cartApi.endpoints.addMineCartItem.initiate({ storeCode: ref.storeCode, cartItemRequest })),
    );
  }
  const addTo = (cartId: string) =>
    settledMutation(
      dispatch(cartApi.endpoints.addGuestCartItem.initiate({ storeCode, cartId, cartItemRequest })),
    );
  const cartId = await guestCartId(dispatch, storeCode);
  try {
    return await addTo(cartId);
  } catch (error) {
    // A 404 may name the product rather than the cart: only a cart that no longer reads is replaced.
    if (errorStatus(error) !== 404) throw error;
    const read = dispatch(
      cartApi.endpoints.getGuestCart.initiate(
        { storeCode, cartId },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const gone = await read.then((result) => errorStatus(result.error) === 404);
    if (!gone) throw error;
    if (readGuestCartId(storeCode) === cartId) forgetGuestCartId(storeCode);
    return addTo(await guestCartId(dispatch, storeCode));
  }
}

/** The remembered guest cart of the store, or a new one (one creation in flight per store, remembered). */
function guestCartId(dispatch: CartDispatch, storeCode: string): Promise<string> {
  const known = readGuestCartId(storeCode);
  if (known) return Promise.resolve(known);
  let pending = guestCartsInFlight.get(storeCode);
  if (!pending) {
    pending = settledMutation(dispatch(cartApi.endpoints.createGuestCart.initiate({ storeCode })))
      .then((id) => {
        rememberGuestCartId(storeCode, id);
        return id;
      })
      .finally(() => guestCartsInFlight.delete(storeCode));
    guestCartsInFlight.set(storeCode, pending);
  }
  return pending;
}

type ItemArg = { ref: CartRef; itemId: number };

export function useUpdateCartItemMutation() {
  const [guest, guestState] = cartApi.useUpdateGuestCartItemMutation();
  const [mine, mineState] = cartApi.useUpdateMineCartItemMutation();
  const update = useCallback(
    ({ ref, itemId, qty }: ItemArg & { qty: number }) => {
      const cartItemQtyRequest = { cartItem: { qty } };
      return ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, itemId, cartItemQtyRequest }).unwrap()
        : guest({ storeCode: ref.storeCode, cartId: ref.cartId, itemId, cartItemQtyRequest }).unwrap();
    },
    [guest, mine],
  );
  return [update, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

export function useRemoveCartItemMutation() {
  const [guest, guestState] = cartApi.useRemoveGuestCartItemMutation();
  const [mine, mineState] = cartApi.useRemoveMineCartItemMutation();
  const remove = useCallback(
    ({ ref, itemId }: ItemArg) =>
      ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, itemId }).unwrap()
        : guest({ storeCode: ref.storeCode, cartId: ref.cartId, itemId }).unwrap(),
    [guest, mine],
  );
  return [remove, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

/** Spec 4/7: add or remove the gift box (none <-> added). */
export function useGiftBoxMutation() {
  const [guest, guestState] = cartApi.useChangeGuestGiftBoxMutation();
  const [mine, mineState] = cartApi.useChangeMineGiftBoxMutation();
  const change = useCallback(
    ({ ref, method }: { ref: CartRef; method: EnumOf<typeof GiftBoxMethodParameter> }) =>
      ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, methodName: method, emptyRequest: {} }).unwrap()
        : guest({
            storeCode: ref.storeCode,
            cartId: ref.cartId,
            methodName: method,
            emptyRequest: {},
          }).unwrap(),
    [guest, mine],
  );
  return [change, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

/** Spec 3: 'orderLevel' is the whole order; a number is a cart item id. */
export type GiftMessageTarget = 'orderLevel' | number;
type SaveGiftMessageArg = { ref: CartRef; itemId: GiftMessageTarget; message: GiftMessage; remove?: boolean };

/** Spec 7: saves, or with `remove` deletes, the order's or an item's gift message. */
export function useSaveGiftMessageMutation() {
  const [guestOrder, guestOrderState] = cartApi.useSaveGuestGiftMessageMutation();
  const [mineOrder, mineOrderState] = cartApi.useSaveMineGiftMessageMutation();
  const [guestItem, guestItemState] = cartApi.useSaveGuestItemGiftMessageMutation();
  const [mineItem, mineItemState] = cartApi.useSaveMineItemGiftMessageMutation();
  const save = useCallback(
    ({ ref, itemId, message, remove = false }: SaveGiftMessageArg): Promise<boolean> => {
      const giftMessageRequest = { gift_message: { ...message, remove } };
      const { storeCode } = ref;
      if (ref.kind === 'mine') {
        return itemId === 'orderLevel'
          ? mineOrder({ storeCode, giftMessageRequest }).unwrap()
          : mineItem({ storeCode, itemId, giftMessageRequest }).unwrap();
      }
      const { cartId } = ref;
      return itemId === 'orderLevel'
        ? guestOrder({ storeCode, cartId, giftMessageRequest }).unwrap()
        : guestItem({ storeCode, cartId, itemId, giftMessageRequest }).unwrap();
    },
    [guestOrder, mineOrder, guestItem, mineItem],
  );
  const isLoading = [guestOrderState, mineOrderState, guestItemState, mineItemState].some((s) => s.isLoading);
  return [save, { isLoading }] as const;
}
