// The cart endpoints with their cache tags fixed; cart-hooks.ts chooses the guest or 'mine' call.
import { forgetGuestCartId, readGuestCartId } from '../lib/cart-ref';
import { cartGenApi } from './cart.gen';
import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';
import { readApiError } from './errors';

/** Every read of the shopper's cart provides it; every change to the cart invalidates it. */
export const CART_TAG = 'Cart' as const;
/** What a cart change makes stale: the cart reads and the header's `cart` customer-data section. */
export const CART_CHANGED = [CART_TAG, ...sectionTags(['cart'])];

// The store's configuration changes with a deployment, not while someone shops.
const ONE_HOUR_S = 3600;

/**
 * A 404 for a guest's masked id means the cart is gone (ordered, merged at sign-in, expired): the remembered
 * id is forgotten so the next add starts a new cart. Only reads answer this unambiguously; a mutation's 404
 * may name an item, and its invalidation makes the reads run again anyway.
 */
async function forgetMissingGuestCart(
  arg: { storeCode: string; cartId: string },
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch (failure) {
    // queryFulfilled rejects with `{ error }`, the call's error.
    const error =
      typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : null;
    const { status, code } = readApiError(error);
    const missing = status === 404 && code !== 'store_not_found';
    if (missing && readGuestCartId(arg.storeCode) === arg.cartId) forgetGuestCartId(arg.storeCode);
  }
}

/** The gift box answer is the new state: the cart shows it at once, before its refetch lands. */
async function patchGiftBox(
  arg: { storeCode: string; cartId?: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { hasGiftBox: boolean } }> },
) {
  try {
    const { data } = await queryFulfilled;
    const patch = (draft: { hasGiftBox: boolean }) => {
      draft.hasGiftBox = data.hasGiftBox;
    };
    dispatch(
      arg.cartId === undefined
        ? cartGenApi.util.updateQueryData('getMineCart', { storeCode: arg.storeCode }, patch)
        : cartGenApi.util.updateQueryData(
            'getGuestCart',
            { storeCode: arg.storeCode, cartId: arg.cartId },
            patch,
          ),
    );
  } catch {
    // The failure is the caller's to show; the invalidation reloads the real state.
  }
}

const reads = { providesTags: [CART_TAG] as const };
const guestReads = { ...reads, onQueryStarted: forgetMissingGuestCart };
const changes = { invalidatesTags: CART_CHANGED };

export const cartApi = cartGenApi.enhanceEndpoints({
  addTagTypes: [CART_TAG, CUSTOMER_SECTION_TAG],
  endpoints: {
    getCheckoutConfig: { providesTags: [], keepUnusedDataFor: ONE_HOUR_S },
    getGuestCart: guestReads,
    getMineCart: reads,
    getGuestCartTotals: guestReads,
    getMineCartTotals: reads,
    getGuestGiftMessage: guestReads,
    getMineGiftMessage: reads,
    createGuestCart: { invalidatesTags: [] },
    createMineCart: { invalidatesTags: [] },
    addGuestCartItem: changes,
    addMineCartItem: changes,
    updateGuestCartItem: changes,
    updateMineCartItem: changes,
    removeGuestCartItem: changes,
    removeMineCartItem: changes,
    saveGuestGiftMessage: changes,
    saveMineGiftMessage: changes,
    saveGuestItemGiftMessage: changes,
    saveMineItemGiftMessage: changes,
    changeGuestGiftBox: { ...changes, onQueryStarted: patchGiftBox },
    changeMineGiftBox: { ...changes, onQueryStarted: patchGiftBox },
  },
});
