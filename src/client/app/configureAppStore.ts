import { combineSlices, configureStore, type createListenerMiddleware } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { emptyApi } from '../api/emptyApi';
import { createAnalyticsMiddleware } from '../analytics/analyticsMiddleware';
import { menuSlice } from '../features/navigation/menuSlice';
import { popupsSlice } from '../features/popups/popupsSlice';
import { registrationDialogSlice } from '../features/registration/registrationDialogSlice';
import { watchRegistrationDialogSlice } from '../features/watch-registration/watchRegistrationDialogSlice';
import { ANALYTICS_MAPS } from './analyticsMaps';

/**
 * The slices a feature's chunk adds when it loads (`slice.injectInto(rootReducer)` in the slice's module), so that
 * a flow's reducer and its words weigh only on the pages that use them (issue 18). Each such slice declares itself
 * here by augmenting this interface; its state is absent until then, and its injected selectors read its initial
 * state meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each lazy slice's module
export interface LazyLoadedSlices {}

/** The shell's slices: what every page needs, and each modal's "open" flag (the flow itself comes with it). */
export const rootReducer = combineSlices(
  // As a reducer map: given as a slice, the api's state lost its query types.
  { [emptyApi.reducerPath]: emptyApi.reducer },
  menuSlice,
  popupsSlice,
  registrationDialogSlice,
  watchRegistrationDialogSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

// Immer deep-freezes every value a reducer puts in the state. That walk over each answer costs the production
// page more than it protects: the server render's answers (a category page's listing, its facets, the menu),
// replayed into the store as the shell's script starts, took 14-20 ms of that task (unthrottled Chromium).
// Development and the tests keep freezing, so a mutation of the state still fails there.
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);

// The development checks' "this check was slow" notice: a hint for developers, never a test's verdict (tests
// assert behaviour; on a loaded CI machine a large answer's check takes 300 ms without anything being wrong).
const SLOW_CHECK_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

/**
 * The store's reducers and middleware, apart from `makeStore` (store.ts), which registers the listeners: the
 * listeners are typed with this store's state and dispatch, so these types must not depend on them.
 */
export function configureAppStore(
  listener: ReturnType<typeof createListenerMiddleware>,
  preloadedState?: Partial<RootState>,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // The checks stay on (a non-serializable value or a mutation still fails a test); only their notice
        // of being slow is moved (SLOW_CHECK_MS).
        serializableCheck: { warnAfter: SLOW_CHECK_MS },
        immutableCheck: { warnAfter: SLOW_CHECK_MS },
      })
        .prepend(listener.middleware)
        .concat(emptyApi.middleware, createAnalyticsMiddleware(ANALYTICS_MAPS)),
  });
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
