import { lazy } from 'react';

/** The modal's chunk (formik, yup, the stepper) loads only when someone opens it. */
export const LazyRegistrationModal = lazy(() =>
  import(/* webpackChunkName: "registration-modal" */ './RegistrationModal').then((m) => ({
    default: m.RegistrationModal,
  })),
);
