import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { addToCart, useCartRefStatus, type CartItemRequest, type CartRef } from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { useStoreCode } from '../../lib/store-config';
import { addToCartMessages as m } from './messages';

/** What adding gave, as the line to announce. */
export type AddToCartOutcome = { kind: 'added'; text: string } | { kind: 'failed'; text: string };

export interface AddToCart {
  /** Sends the item; resolves with the outcome (never rejects), which the caller announces or not. */
  add: (cartItem: CartItemRequest['cartItem'], name: string) => Promise<AddToCartOutcome>;
  /** What the live region says now; null says nothing. */
  outcome: AddToCartOutcome | null;
  announce: (outcome: AddToCartOutcome | null) => void;
  /** A call is on its way or the cart is still being found: another click waits. */
  busy: boolean;
}

/** Which cart the shopper has, and whether that is still being found out (`useCartRefStatus`). */
export interface CartStatus {
  ref: CartRef | null;
  isLoading: boolean;
}

/**
 * The one add-to-cart flow of the shop (product page, list item card, strap): the shopper's cart (theirs,
 * the remembered guest cart or a new one), the server's message on failure or our fallback, and the outcome
 * for the live region. Analytics stay with the caller, which knows what was added (a variation, a card).
 */
export function useAddToCart(): AddToCart {
  return useAddToCartOf(useCartRefStatus());
}

/**
 * The same, for a cart already found out by the caller: a list's cards share their list's (`ListShopper`), so a
 * grid of watches reads the shopper's cart once, not once per card.
 */
export function useAddToCartOf(cart: CartStatus): AddToCart {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(0);
  const [outcome, announce] = useState<AddToCartOutcome | null>(null);
  const { ref } = cart;

  const add = useCallback(
    async (cartItem: CartItemRequest['cartItem'], name: string): Promise<AddToCartOutcome> => {
      announce(null);
      setSending((count) => count + 1);
      try {
        await addToCart(dispatch, { ref, storeCode, cartItem });
        return { kind: 'added', text: intl.formatMessage(m.addedToCart, { name }) };
      } catch (error) {
        return { kind: 'failed', text: apiErrorMessage(error) ?? intl.formatMessage(m.addToCartFailed) };
      } finally {
        setSending((count) => count - 1);
      }
    },
    [dispatch, ref, storeCode, intl],
  );

  return { add, outcome, announce, busy: sending > 0 || cart.isLoading };
}
