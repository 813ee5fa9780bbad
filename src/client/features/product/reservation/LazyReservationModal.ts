import { lazy } from 'react';

/** The modal and its form (formik, yup) travel in a chunk of their own, fetched when the shopper opens it. */
export const LazyReservationModal = lazy(() =>
  import(/* webpackChunkName: "reservation-modal" */ './ReservationModal').then((m) => ({
    default: m.ReservationModal,
  })),
);
