import { accountGenApi } from './account.gen';
import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';

/**
 * The account area's reads belong to whoever is signed in: they carry the `customer` section's tag, so that
 * signing in or out (which invalidates that section) drops them with it.
 */
const CUSTOMER = sectionTags(['customer']);

export const accountApi = accountGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    getAccountOverview: { providesTags: CUSTOMER },
    listCustomerOrders: { providesTags: CUSTOMER },
    viewCustomerOrder: { providesTags: CUSTOMER },
  },
});

export const { useGetAccountOverviewQuery, useListCustomerOrdersQuery, useViewCustomerOrderQuery } =
  accountApi;

export type {
  AccountOverview,
  Address,
  CustomerOrderPage,
  CustomerOrderRow,
  CustomerOrderView,
} from './account.gen';
