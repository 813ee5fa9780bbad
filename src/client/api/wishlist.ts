import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';
import { wishlistGenApi, type Wishlist } from './wishlist.gen';

export const WISHLIST_TAG = 'wishlist' as const;

/**
 * Whose wishlist it is follows the signed-in customer, and the server marks the `wishlist` section stale after
 * every add and remove: whatever makes either section stale (sign-in, sign-out, the section cookie after a
 * remove's page load) reloads the list.
 */
const listTags = [WISHLIST_TAG, ...sectionTags(['customer', 'wishlist'])];

export const wishlistApi = wishlistGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    getWishlist: { providesTags: listTags },
    addWishlistItem: {
      // The answer is the whole new list: it replaces the cached one (buttons, page) without a second request.
      invalidatesTags: (result) => (result ? [] : [WISHLIST_TAG]),
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(wishlistGenApi.util.upsertQueryData('getWishlist', { storeCode: arg.storeCode }, data));
        } catch {
          // The caller shows the failure (or sends the shopper to sign in).
        }
      },
    },
  },
});

// Adding is a card's (or the product page's) button, sent without a hook (components/ListShopper).
export const { useGetWishlistQuery } = wishlistApi;

export type { Wishlist };
export type { WishlistItem } from './wishlist.gen';
