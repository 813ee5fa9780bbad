import { combineReducers, configureStore, type createListenerMiddleware } from '@reduxjs/toolkit';
import { emptyApi } from '../api/emptyApi';
import { createAnalyticsMiddleware } from '../analytics/analyticsMiddleware';
import { menuSlice } from '../features/navigation/menuSlice';
import { appointmentSlice } from '../features/product/appointment/appointmentSlice';
import { reservationSlice } from '../features/product/reservation/reservationSlice';
import { popupsSlice } from '../features/popups/popupsSlice';
import { registrationSlice } from '../features/registration/registrationSlice';
import { watchRegistrationSlice } from '../features/watch-registration/watchRegistrationSlice';
import { ANALYTICS_MAPS } from './analyticsMaps';

const rootReducer = combineReducers({
  [emptyApi.reducerPath]: emptyApi.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [reservationSlice.reducerPath]: reservationSlice.reducer,
  [appointmentSlice.reducerPath]: appointmentSlice.reducer,
  [registrationSlice.reducerPath]: registrationSlice.reducer,
  [watchRegistrationSlice.reducerPath]: watchRegistrationSlice.reducer,
  [popupsSlice.reducerPath]: popupsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
