import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddToCartMutation, useCartRefStatus, type CartItemRequest } from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
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

/**
 * The one add-to-cart flow of the shop (product page, list item card, strap): the shopper's cart (theirs,
 * the remembered guest cart or a new one), the server's message on failure or our fallback, and the outcome
 * for the live region. Analytics stay with the caller, which knows what was added (a variation, a card).
 */
export function useAddToCart(): AddToCart {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [outcome, announce] = useState<AddToCartOutcome | null>(null);

  const add = useCallback(
    async (cartItem: CartItemRequest['cartItem'], name: string): Promise<AddToCartOutcome> => {
      announce(null);
      try {
        await addToCart({ ref, storeCode, cartItem });
        return { kind: 'added', text: intl.formatMessage(m.addedToCart, { name }) };
      } catch (error) {
        return { kind: 'failed', text: apiErrorMessage(error) ?? intl.formatMessage(m.addToCartFailed) };
      }
    },
    [addToCart, ref, storeCode, intl],
  );

  return { add, outcome, announce, busy: isLoading || refLoading };
}
