import type { FetchArgs } from '@reduxjs/toolkit/query';
import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';
import { urlencodedFormBody } from './form-body';
import { myWatchesGenApi, type CartAddForm, type CartAddResult } from './myWatches.gen';

/**
 * The tag of the customer's registered watches: the watch-registration modal's `registerwatch` (and the shared
 * `watchRegistered` action, through my watches' listener) invalidates it, so a new watch appears without a reload.
 */
export const REGISTERED_WATCH_TAG = 'RegisteredWatch' as const;

/** Whose watches they are follows the signed-in customer: signing in or out reloads them. */
const listTags = [REGISTERED_WATCH_TAG, ...sectionTags(['customer'])];

const enhanced = myWatchesGenApi.enhanceEndpoints({
  addTagTypes: [REGISTERED_WATCH_TAG, CUSTOMER_SECTION_TAG],
  endpoints: {
    listMyWatches: { providesTags: listTags },
    listMyWatchStraps: { providesTags: listTags },
    checkWarranty: (definition) => {
      // Spec 7: form data {watch_id}; the form key rides in the X-Form-Key header every call carries.
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.warrantyCheckRequest),
      });
      definition.invalidatesTags = [];
    },
  },
});

/**
 * Spec 7 'Strap add to cart': POST {strap.add_to_cart_url} with form data {product, qty: 1, form_key}. The URL
 * is the strap's own (the server's answer), not one built here; the caller leaves for `cart_url` after.
 */
export const myWatchesApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    addStrapToCart: build.mutation<CartAddResult, { url: string; form: CartAddForm }>({
      query: ({ url, form }) => ({ url, method: 'POST', body: urlencodedFormBody(form) }),
    }),
  }),
});

export const {
  useListMyWatchesQuery,
  useListMyWatchStrapsQuery,
  useCheckWarrantyMutation,
  useAddStrapToCartMutation,
} = myWatchesApi;

export type {
  CartAddForm,
  MyWatchStrap,
  RegisteredWatch,
  WarrantyCheckResult,
  WarrantyData,
} from './myWatches.gen';
