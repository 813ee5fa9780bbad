import { createListenerMiddleware } from '@reduxjs/toolkit';
import { configureAppStore, type RootState } from './configureAppStore';
import { registerListeners } from './listeners';
import type { AppStartListening } from './listening';

export type { AppDispatch, AppStore, RootState } from './configureAppStore';

/** One store per app (and per test): listeners are registered on a middleware owned by this store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureAppStore(listener, preloadedState);
  registerListeners(listener.startListening as AppStartListening);
  return store;
}
