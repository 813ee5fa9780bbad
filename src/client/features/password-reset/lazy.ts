import { lazy } from 'react';

/** Each page is its own chunk, loaded when the shopper opens it (formik and yup travel with it). */
export const LazyForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-forgot-password" */ './ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const LazyCreatePasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-create-password" */ './CreatePasswordPage').then((m) => ({
    default: m.CreatePasswordPage,
  })),
);
