import { reservationGenApi } from './reservation.gen';

/**
 * Spec 3: a shop is "fetched per id and kept on the client once fetched" — its cache entry never expires
 * within a visit. The boutiques' availability is refreshed after a reservation took a piece.
 */
const KEEP_FOR_THE_VISIT_S = 24 * 60 * 60;

export const reservationApi = reservationGenApi.enhanceEndpoints({
  endpoints: {
    getReservationShop: { providesTags: [], keepUnusedDataFor: KEEP_FOR_THE_VISIT_S },
    saveVideoAppointment: { invalidatesTags: [] },
  },
});

export const {
  useListReservationShopsQuery,
  useGetReservationShopQuery,
  useSaveReservationMutation,
  useSaveVideoAppointmentMutation,
} = reservationApi;

/** Spec 7: success is the answer `true` itself; `"true"`, `{ success: true }` or anything else is not. */
export const isExactlyTrue = (answer: unknown): answer is true => answer === true;

export type {
  Civility,
  ReservationRequest,
  ReservationShopOption,
  Shop,
  VideoAppointmentRequest,
} from './reservation.gen';
