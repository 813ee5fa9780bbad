import { useCallback } from 'react';
import type { CartRef } from '../lib/cart-ref';
import { CART_CHANGED, CART_TAG, cartApi } from './cart';
import type {
  EstimateShippingRequest,
  PaymentInformationRequest,
  ShippingInformationRequest,
} from './cart.gen';
import { checkoutGenApi } from './checkout.gen';
import { errorStatus } from './errors';

/**
 * The checkout's calls: the cart endpoints it drives (estimate, shipping information, place order) and the
 * checkout domain (newsletter agreement, last order).
 */
export const checkoutApi = checkoutGenApi.enhanceEndpoints({
  endpoints: {
    // Recording the agreement changes nothing the success page reads.
    subscribeCheckoutNewsletter: { invalidatesTags: [] },
  },
});

const checkoutCartApi = cartApi.enhanceEndpoints({
  endpoints: {
    // An estimate reads the cart; it changes nothing.
    estimateGuestShippingMethods: { invalidatesTags: [] },
    estimateMineShippingMethods: { invalidatesTags: [] },
    // The shipping amount is now part of the totals.
    saveGuestShippingInformation: { invalidatesTags: [CART_TAG] },
    saveMineShippingInformation: { invalidatesTags: [CART_TAG] },
    // A placed order hands the shopper to another page, which loads everything afresh. A conflict (stock,
    // an emptied cart) means the cart changed under the shopper: show them what it holds now.
    placeGuestOrder: { invalidatesTags: (_r, error) => (errorStatus(error) === 409 ? CART_CHANGED : []) },
    placeMineOrder: { invalidatesTags: (_r, error) => (errorStatus(error) === 409 ? CART_CHANGED : []) },
  },
});

/** Shipping methods for an address, on the shopper's guest or 'mine' cart. */
export function useEstimateShippingMethodsMutation() {
  const [guest, guestState] = checkoutCartApi.useEstimateGuestShippingMethodsMutation();
  const [mine, mineState] = checkoutCartApi.useEstimateMineShippingMethodsMutation();
  const estimate = useCallback(
    (ref: CartRef, estimateShippingRequest: EstimateShippingRequest) =>
      ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, estimateShippingRequest }).unwrap()
        : guest({ storeCode: ref.storeCode, cartId: ref.cartId, estimateShippingRequest }).unwrap(),
    [guest, mine],
  );
  return [estimate, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

/** Saves the shipping address and method; answers the payment methods and the new totals. */
export function useSaveShippingInformationMutation() {
  const [guest, guestState] = checkoutCartApi.useSaveGuestShippingInformationMutation();
  const [mine, mineState] = checkoutCartApi.useSaveMineShippingInformationMutation();
  const save = useCallback(
    (ref: CartRef, shippingInformationRequest: ShippingInformationRequest) =>
      ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, shippingInformationRequest }).unwrap()
        : guest({ storeCode: ref.storeCode, cartId: ref.cartId, shippingInformationRequest }).unwrap(),
    [guest, mine],
  );
  return [save, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

export interface PlaceOrderArg {
  ref: CartRef;
  /** One per checkout attempt: the server answers a repeated key with the same order. */
  idempotencyKey: string;
  request: PaymentInformationRequest;
}

/** Places the order with a payment method; answers where the shopper goes next. */
export function usePlaceOrderMutation() {
  const [guest, guestState] = checkoutCartApi.usePlaceGuestOrderMutation();
  const [mine, mineState] = checkoutCartApi.usePlaceMineOrderMutation();
  const place = useCallback(
    ({ ref, idempotencyKey, request }: PlaceOrderArg) => {
      const common = { 'Idempotency-Key': idempotencyKey, paymentInformationRequest: request };
      return ref.kind === 'mine'
        ? mine({ storeCode: ref.storeCode, ...common }).unwrap()
        : guest({ storeCode: ref.storeCode, cartId: ref.cartId, ...common }).unwrap();
    },
    [guest, mine],
  );
  return [place, { isLoading: guestState.isLoading || mineState.isLoading }] as const;
}

export const { useSubscribeCheckoutNewsletterMutation, useGetLastOrderQuery } = checkoutApi;

export type {
  Address,
  EstimateShippingRequest,
  PaymentDetails,
  PaymentInformationRequest,
  PlacedOrder,
  ShippingInformationRequest,
  ShippingMethod,
} from './cart.gen';
export type { NewsletterResult, OrderSummary } from './checkout.gen';
