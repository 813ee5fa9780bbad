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

/** Spec 8's last resort, for the reservation and (same wording) the video appointment. */
export const SUBMIT_FALLBACK_MESSAGE =
  'There was a problem while making reservation. Please try again later.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Spec 8: the first available of responseJSON.messages.error[0].message, responseJSON.message, then the
 * fallback. `failure` is what the call gave instead of `true`: an RTK Query error (its `data` is the
 * response's JSON) or a success body that was not exactly `true`.
 */
export function submitErrorMessage(failure: unknown): string {
  const json = isRecord(failure) && 'status' in failure && 'data' in failure ? failure.data : failure;
  if (!isRecord(json)) return SUBMIT_FALLBACK_MESSAGE;
  const messages = isRecord(json.messages) ? json.messages : null;
  const first: unknown = Array.isArray(messages?.error) ? messages.error[0] : undefined;
  return (
    (isRecord(first) ? nonEmpty(first.message) : null) ?? nonEmpty(json.message) ?? SUBMIT_FALLBACK_MESSAGE
  );
}

export type {
  Civility,
  ReservationRequest,
  ReservationShopOption,
  Shop,
  VideoAppointmentRequest,
} from './reservation.gen';
