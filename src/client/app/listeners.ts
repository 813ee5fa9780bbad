import { registerTagManagerListener } from '../analytics/tagManagerListener';
import { registerMyWatchesListeners } from '../features/my-watches/listeners';
import { registerSessionListeners } from '../features/session/listeners';
import { registerWatchRegistrationListeners } from '../features/watch-registration/listeners';
import type { AppStartListening } from './listening';

/** Every side effect that reacts to actions, registered on one store's listener middleware. */
export function registerListeners(startListening: AppStartListening): void {
  registerSessionListeners(startListening);
  registerMyWatchesListeners(startListening);
  registerWatchRegistrationListeners(startListening);
  registerTagManagerListener(startListening);
}
