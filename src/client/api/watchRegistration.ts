import { watchRegistrationGenApi } from './watchRegistration.gen';

/** The my-watches list provides this tag: a watch added to the collection reloads it. */
export const REGISTERED_WATCH_TAG = 'RegisteredWatch' as const;

/**
 * The checks change nothing a cached query shows (they only remember the watch on the server's session); a
 * successful registration adds a watch to the customer's collection.
 */
export const watchRegistrationApi = watchRegistrationGenApi.enhanceEndpoints({
  addTagTypes: [REGISTERED_WATCH_TAG],
  endpoints: {
    checkWatchSerial: { invalidatesTags: [] },
    checkWatchCaseback: { invalidatesTags: [] },
    registerWatch: {
      invalidatesTags: (result) => (result?.success ? [REGISTERED_WATCH_TAG] : []),
    },
  },
});

export const { useCheckWatchSerialMutation, useCheckWatchCasebackMutation } = watchRegistrationApi;
export type {
  CasebackCheckResult,
  RegisterWatchResult,
  SerialCheckResult,
  WatchLookupProduct,
} from './watchRegistration.gen';
