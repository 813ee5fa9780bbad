import { lazy } from 'react';

/** registermywatch/register: a small page of its own (the modal is a chunk of its own too). */
export const LazyRegisterWatchPage = lazy(() =>
  import(/* webpackChunkName: "register-watch" */ './RegisterWatchPage').then((m) => ({
    default: m.RegisterWatchPage,
  })),
);
