import { compareGenApi, type CompareList } from './compare.gen';
import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';

/** Every read of the list provides it; a failed change makes it stale (the server may know better). */
export const COMPARE_TAG = 'compare' as const;

/**
 * Whose list it is follows the signed-in customer: whatever makes the `customer` section stale (sign-in,
 * sign-out, the section cookie) makes the list stale too, so the header and the page reload it.
 */
const listTags = [COMPARE_TAG, ...sectionTags(['customer'])];

/**
 * Every change answers the whole new list: it replaces the cached list at once (header count, buttons, page)
 * instead of costing a second request. Only a failure invalidates, since the list may have changed elsewhere.
 */
async function replaceList(
  arg: { storeCode: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CompareList }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(compareGenApi.util.upsertQueryData('getCompareList', { storeCode: arg.storeCode }, data));
  } catch {
    // The caller shows the failure; the invalidation reloads the real list.
  }
}

const change = {
  invalidatesTags: (result: CompareList | undefined) => (result ? [] : [COMPARE_TAG]),
  onQueryStarted: replaceList,
};

export const compareApi = compareGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    getCompareList: { providesTags: listTags },
    addCompareItem: change,
    removeCompareItem: change,
    clearCompareList: change,
  },
});

// Adding is a card's (or the product page's) button, sent without a hook (components/ListShopper).
export const { useGetCompareListQuery, useRemoveCompareItemMutation, useClearCompareListMutation } =
  compareApi;

export type { CompareAttribute, CompareItem, CompareList } from './compare.gen';
