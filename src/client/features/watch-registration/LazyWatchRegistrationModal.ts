import { lazy } from 'react';

/** The modal's chunk (the steps, formik, yup) loads only when someone opens it. */
export const LazyWatchRegistrationModal = lazy(() =>
  import(/* webpackChunkName: "watch-registration-modal" */ './WatchRegistrationModal').then((m) => ({
    default: m.WatchRegistrationModal,
  })),
);
