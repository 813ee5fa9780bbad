import { lazy } from 'react';

/** The modal and its form (formik, yup) travel in a chunk of their own, fetched when the shopper opens it. */
export const LazyAppointmentModal = lazy(() =>
  import(/* webpackChunkName: "appointment-modal" */ './VideoAppointmentModal').then((m) => ({
    default: m.VideoAppointmentModal,
  })),
);
