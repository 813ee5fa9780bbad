import { lazyPage } from '../../lib/lazyPage';

/** Each page is its own chunk, loaded when the shopper opens it (formik and yup travel with it). */
export const LazyForgotPasswordPage = lazyPage('page-forgot-password', () =>
  import(/* webpackChunkName: "page-forgot-password" */ './ForgotPasswordPage').then(
    (m) => m.ForgotPasswordPage,
  ),
);
export const LazyCreatePasswordPage = lazyPage('page-create-password', () =>
  import(/* webpackChunkName: "page-create-password" */ './CreatePasswordPage').then(
    (m) => m.CreatePasswordPage,
  ),
);
