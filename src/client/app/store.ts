import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { emptyApi } from '../api/emptyApi';
import { createAnalyticsMiddleware } from '../analytics/analyticsMiddleware';
import { menuSlice } from '../features/navigation/menuSlice';
import { appointmentSlice } from '../features/product/appointment/appointmentSlice';
import { reservationSlice } from '../features/product/reservation/reservationSlice';
import { ANALYTICS_MAPS } from './analyticsMaps';
import { registerListeners } from './listeners';
import type { AppStartListening } from './listening';

const rootReducer = combineReducers({
  [emptyApi.reducerPath]: emptyApi.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [reservationSlice.reducerPath]: reservationSlice.reducer,
  [appointmentSlice.reducerPath]: appointmentSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const SLOW_CHECK_MS = 200;

/** One store per app (and per test): listeners are registered on a middleware owned by this store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // The checks stay on; only their "this check was slow" notice waits longer than 32 ms, which large
        // catalogue answers on a busy two-core CI machine exceed without anything being wrong.
        serializableCheck: { warnAfter: SLOW_CHECK_MS },
        immutableCheck: { warnAfter: SLOW_CHECK_MS },
      })
        .prepend(listener.middleware)
        .concat(emptyApi.middleware, createAnalyticsMiddleware(ANALYTICS_MAPS)),
  });
  registerListeners(listener.startListening as AppStartListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
