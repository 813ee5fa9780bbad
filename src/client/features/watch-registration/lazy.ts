import { lazyPage } from '../../lib/lazyPage';

/** registermywatch/register: a small page of its own (the modal is a chunk of its own too). */
export const LazyRegisterWatchPage = lazyPage('register-watch', () =>
  import(/* webpackChunkName: "register-watch" */ './RegisterWatchPage').then((m) => m.RegisterWatchPage),
);
